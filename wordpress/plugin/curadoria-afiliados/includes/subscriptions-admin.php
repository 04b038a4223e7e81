<?php
/**
 * The owner's view of the subscriptions (the Inscrições menu, administrators
 * only): counts per product and for the newsletter (waiting, confirmed,
 * ended), the alerts sent and the visits and clicks they brought, the
 * sending queue against the hourly cap, the addresses whose e-mails fail,
 * the newsletter's preview and sending, and the settings. Its actions
 * (export, erase, send) are in subscriptions-admin-actions.php.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** The page's slug. */
const CURADORIA_AFILIADOS_SUBSCRIPTIONS_PAGE = 'curadoria-afiliados-inscricoes';

/** Products listed at most (those with the most confirmed subscribers). */
const CURADORIA_AFILIADOS_ADMIN_PRODUCTS = 100;

/**
 * Add the menu.
 */
function curadoria_afiliados_subscriptions_menu() {
	add_menu_page(
		__( 'Inscrições', 'curadoria-afiliados' ),
		__( 'Inscrições', 'curadoria-afiliados' ),
		'manage_options',
		CURADORIA_AFILIADOS_SUBSCRIPTIONS_PAGE,
		'curadoria_afiliados_render_subscriptions_page',
		'dashicons-email-alt',
		26
	);
}
add_action( 'admin_menu', 'curadoria_afiliados_subscriptions_menu' );

/**
 * Subscriptions counted by purpose, product and status, with the alerts'
 * totals: one row for the newsletter, then the products with the most
 * confirmed subscribers.
 *
 * @return array<int, array{post_id: int, purpose: string, pending: int, confirmed: int, unsubscribed: int, sent: int, visits: int, clicks: int}>
 */
function curadoria_afiliados_subscription_counts() {
	global $wpdb;
	$table = curadoria_afiliados_subscriptions_table();
	$blank = array_fill_keys( array( 'pending', 'confirmed', 'unsubscribed', 'sent', 'visits', 'clicks' ), 0 );
	$rows  = array(
		'newsletter' => array(
			'post_id' => 0,
			'purpose' => CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER,
		) + $blank,
	);
	foreach ( (array) $wpdb->get_results( "SELECT purpose, post_id, status, COUNT(*) AS n FROM {$table} GROUP BY purpose, post_id, status", ARRAY_A ) as $count ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$key = CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER === $count['purpose'] ? 'newsletter' : (int) $count['post_id'];
		if ( ! isset( $rows[ $key ] ) ) {
			$rows[ $key ] = array(
				'post_id' => (int) $count['post_id'],
				'purpose' => CURADORIA_AFILIADOS_PURPOSE_ALERT,
			) + $blank;
		}
		if ( isset( $rows[ $key ][ $count['status'] ] ) ) {
			$rows[ $key ][ $count['status'] ] = (int) $count['n'];
		}
	}
	$stats = curadoria_afiliados_alert_stats_table();
	foreach ( (array) $wpdb->get_results( "SELECT post_id, SUM(sent) AS sent, SUM(visits) AS visits, SUM(clicks) AS clicks FROM {$stats} GROUP BY post_id", ARRAY_A ) as $totals ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$key = (int) $totals['post_id'];
		if ( isset( $rows[ $key ] ) ) {
			foreach ( array( 'sent', 'visits', 'clicks' ) as $column ) {
				$rows[ $key ][ $column ] = (int) $totals[ $column ];
			}
		}
	}
	$newsletter = array_shift( $rows );
	usort(
		$rows,
		static function ( $a, $b ) {
			return array( $b['confirmed'], $b['pending'], $a['post_id'] ) <=> array( $a['confirmed'], $a['pending'], $b['post_id'] );
		}
	);
	return array_merge( array( $newsletter ), array_slice( $rows, 0, CURADORIA_AFILIADOS_ADMIN_PRODUCTS ) );
}

/**
 * Addresses whose e-mails failed, most recent first.
 *
 * @param int $limit Most listed.
 * @return array[]
 */
function curadoria_afiliados_failing_addresses( $limit = 50 ) {
	global $wpdb;
	$table = curadoria_afiliados_subscribers_table();
	return (array) $wpdb->get_results( $wpdb->prepare( "SELECT email, failures, last_failure, last_failure_at, suspended_at FROM {$table} WHERE last_failure_at IS NOT NULL ORDER BY last_failure_at DESC LIMIT %d", $limit ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * A stored UTC time in the site's time zone, for the owner.
 *
 * @param string|null $stored 'Y-m-d H:i:s' UTC.
 * @return string
 */
function curadoria_afiliados_admin_time( $stored ) {
	$time = curadoria_afiliados_utc_time( $stored );
	return null === $time ? '—' : wp_date( 'd/m/Y H:i', $time );
}

/**
 * The notice a finished action left in the address (no address in it).
 */
function curadoria_afiliados_render_subscriptions_notice() {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- only reading what our own redirect put there.
	if ( isset( $_GET['curadoria_erased'] ) ) {
		$erased = sanitize_key( wp_unslash( $_GET['curadoria_erased'] ) );
		$text   = 'none' === $erased
			? __( 'Nenhuma inscrição com esse endereço: nada a apagar.', 'curadoria-afiliados' )
			/* translators: %d: number of subscriptions */
			: sprintf( __( 'Endereço apagado, com tudo o que havia sobre ele (%d inscrições).', 'curadoria-afiliados' ), (int) $erased );
		echo '<div class="notice notice-success is-dismissible" id="curadoria-erase-notice"><p>' . esc_html( $text ) . '</p></div>';
	}
	if ( isset( $_GET['curadoria_newsletter'] ) ) {
		$queued = (int) $_GET['curadoria_newsletter'];
		$text   = $queued > 0
			/* translators: %d: number of e-mails */
			? sprintf( __( 'Newsletter na fila de envio para %d inscritos.', 'curadoria-afiliados' ), $queued )
			: __( 'Nada enviado: nenhum produto publicado nos últimos 7 dias, ou nenhum inscrito confirmado.', 'curadoria-afiliados' );
		echo '<div class="notice notice-success is-dismissible" id="curadoria-newsletter-notice"><p>' . esc_html( $text ) . '</p></div>';
	}
	// phpcs:enable
}

/**
 * Render the page.
 */
function curadoria_afiliados_render_subscriptions_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap" id="curadoria-inscricoes">
		<h1><?php esc_html_e( 'Inscrições', 'curadoria-afiliados' ); ?></h1>
		<?php curadoria_afiliados_render_subscriptions_notice(); ?>
		<?php if ( '' === curadoria_afiliados_site_address() ) : ?>
			<div class="notice notice-warning"><p>
				<?php esc_html_e( 'Informe o endereço público do site em Configurações > Curadoria Afiliados > Endereço do site: sem ele as inscrições não são aceitas (os e-mails não teriam para onde levar).', 'curadoria-afiliados' ); ?>
				<a href="<?php echo esc_url( admin_url( 'options-general.php?page=curadoria-afiliados' ) ); ?>"><?php esc_html_e( 'Abrir as configurações', 'curadoria-afiliados' ); ?></a>
			</p></div>
		<?php endif; ?>
		<?php
		curadoria_afiliados_render_subscription_counts();
		curadoria_afiliados_render_mail_queue();
		curadoria_afiliados_render_failing_addresses();
		curadoria_afiliados_render_newsletter_box();
		curadoria_afiliados_render_address_tools();
		curadoria_afiliados_render_subscription_settings();
		?>
	</div>
	<?php
}

/**
 * The counts table.
 */
function curadoria_afiliados_render_subscription_counts() {
	?>
	<h2><?php esc_html_e( 'Inscritos', 'curadoria-afiliados' ); ?></h2>
	<table class="widefat striped" id="curadoria-subscription-counts">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Lista', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Aguardando confirmação', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Confirmados', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Cancelados', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Alertas enviados', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Visitas dos alertas', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Cliques nas lojas vindos dos alertas', 'curadoria-afiliados' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( curadoria_afiliados_subscription_counts() as $row ) : ?>
				<tr>
					<th scope="row">
						<?php
						if ( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER === $row['purpose'] ) {
							esc_html_e( 'Newsletter "Novidades da semana"', 'curadoria-afiliados' );
						} else {
							echo '<a href="' . esc_url( (string) get_edit_post_link( $row['post_id'] ) ) . '">' . esc_html( curadoria_afiliados_mail_title( $row['post_id'] ) ) . '</a>';
						}
						?>
					</th>
					<td><?php echo (int) $row['pending']; ?></td>
					<td><?php echo (int) $row['confirmed']; ?></td>
					<td><?php echo (int) $row['unsubscribed']; ?></td>
					<?php if ( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER === $row['purpose'] ) : ?>
						<td>—</td><td>—</td><td>—</td>
					<?php else : ?>
						<td><?php echo (int) $row['sent']; ?></td>
						<td><?php echo (int) $row['visits']; ?></td>
						<td><?php echo (int) $row['clicks']; ?></td>
					<?php endif; ?>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<p class="description"><?php esc_html_e( 'Visitas e cliques dos alertas: quem abriu o link de um alerta (marcado com ?via=alerta) e, na mesma página, clicou para uma loja. Navegadores automáticos e robôs não são contados.', 'curadoria-afiliados' ); ?></p>
	<?php
}

/**
 * The sending queue against the hourly cap.
 */
function curadoria_afiliados_render_mail_queue() {
	$now               = time();
	list( $attempted ) = curadoria_afiliados_mail_last_hour( $now );
	$cap               = curadoria_afiliados_mail_hourly_cap();
	$next              = wp_next_scheduled( CURADORIA_AFILIADOS_MAIL_EVENT );
	?>
	<h2><?php esc_html_e( 'Envio', 'curadoria-afiliados' ); ?></h2>
	<p id="curadoria-mail-queue">
		<?php
		/* translators: 1: e-mails waiting, 2: e-mails tried in the last hour, 3: the hourly cap */
		echo esc_html( sprintf( __( 'Na fila: %1$d. Enviados na última hora: %2$d de %3$s.', 'curadoria-afiliados' ), curadoria_afiliados_mail_waiting(), $attempted, 0 === $cap ? __( 'sem limite', 'curadoria-afiliados' ) : (string) $cap ) );
		if ( $next ) {
			echo ' ';
			/* translators: %s: date and time */
			echo esc_html( sprintf( __( 'Próximo lote: %s.', 'curadoria-afiliados' ), wp_date( 'd/m/Y H:i', $next ) ) );
		}
		?>
	</p>
	<?php if ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) : ?>
		<p class="description"><?php esc_html_e( 'Atenção: DISABLE_WP_CRON está ativo. Os e-mails (confirmações, alertas, newsletter) só saem se um cron real chamar wp-cron.php, por exemplo a cada minuto.', 'curadoria-afiliados' ); ?></p>
	<?php endif; ?>
	<?php
}

/**
 * The addresses whose e-mails fail.
 */
function curadoria_afiliados_render_failing_addresses() {
	$failing = curadoria_afiliados_failing_addresses();
	if ( ! $failing ) {
		return;
	}
	?>
	<h2><?php esc_html_e( 'Endereços com falha de envio', 'curadoria-afiliados' ); ?></h2>
	<table class="widefat striped" id="curadoria-failing-addresses">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'E-mail', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Recusas seguidas', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Última falha', 'curadoria-afiliados' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Situação', 'curadoria-afiliados' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $failing as $address ) : ?>
				<tr>
					<td><?php echo esc_html( $address['email'] ); ?></td>
					<td><?php echo (int) $address['failures']; ?></td>
					<td><?php echo esc_html( curadoria_afiliados_admin_time( $address['last_failure_at'] ) . ': ' . $address['last_failure'] ); ?></td>
					<td><?php echo null === $address['suspended_at'] ? esc_html__( 'recebe e-mails', 'curadoria-afiliados' ) : esc_html__( 'suspenso: não recebe mais e-mails até confirmar uma nova inscrição', 'curadoria-afiliados' ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}

/**
 * The newsletter's preview and sending.
 */
function curadoria_afiliados_render_newsletter_box() {
	$issue = curadoria_afiliados_newsletter_issue_text( curadoria_afiliados_newsletter_posts( time() ) );
	$last  = get_option( CURADORIA_AFILIADOS_NEWSLETTER_LAST_OPTION );
	?>
	<h2><?php esc_html_e( 'Newsletter "Novidades da semana"', 'curadoria-afiliados' ); ?></h2>
	<?php if ( is_array( $last ) && isset( $last['sent_at'] ) ) : ?>
		<p>
			<?php
			/* translators: 1: date and time, 2: number of e-mails */
			echo esc_html( sprintf( __( 'Última edição: %1$s, para %2$d inscritos.', 'curadoria-afiliados' ), wp_date( 'd/m/Y H:i', (int) $last['sent_at'] ), (int) $last['queued'] ) );
			?>
		</p>
	<?php endif; ?>
	<h3><?php esc_html_e( 'Prévia', 'curadoria-afiliados' ); ?></h3>
	<?php if ( null === $issue ) : ?>
		<p id="curadoria-newsletter-preview"><?php esc_html_e( 'Nenhum produto publicado nos últimos 7 dias: não há o que enviar.', 'curadoria-afiliados' ); ?></p>
	<?php else : ?>
		<div id="curadoria-newsletter-preview">
			<p><strong><?php esc_html_e( 'Assunto:', 'curadoria-afiliados' ); ?></strong> <?php echo esc_html( $issue['subject'] ); ?></p>
			<pre style="white-space: pre-wrap; background: #fff; padding: 1em; max-width: 60em;"><?php echo esc_html( implode( "\n", $issue['lines'] ) ); ?></pre>
			<p class="description"><?php esc_html_e( 'Cada inscrito recebe ao fim o seu link para cancelar.', 'curadoria-afiliados' ); ?></p>
		</div>
		<form action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post">
			<input type="hidden" name="action" value="curadoria_afiliados_newsletter_send" />
			<?php wp_nonce_field( 'curadoria_afiliados_newsletter_send', 'curadoria_afiliados_newsletter_nonce' ); ?>
			<?php submit_button( __( 'Enviar agora', 'curadoria-afiliados' ), 'primary', 'curadoria-newsletter-send', false ); ?>
		</form>
	<?php endif; ?>
	<?php
}

/**
 * Export and erase.
 */
function curadoria_afiliados_render_address_tools() {
	?>
	<h2><?php esc_html_e( 'Lista e pedidos da LGPD', 'curadoria-afiliados' ); ?></h2>
	<form action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post" style="margin-bottom: 1em;">
		<input type="hidden" name="action" value="curadoria_afiliados_subscriptions_export" />
		<?php wp_nonce_field( 'curadoria_afiliados_subscriptions_export', 'curadoria_afiliados_export_nonce' ); ?>
		<?php submit_button( __( 'Exportar CSV', 'curadoria-afiliados' ), 'secondary', 'curadoria-export', false ); ?>
		<span class="description"><?php esc_html_e( 'Todas as inscrições, com o registro do consentimento (quando, a versão e o texto mostrado, a finalidade) e as datas de confirmação e cancelamento.', 'curadoria-afiliados' ); ?></span>
	</form>
	<form action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post">
		<input type="hidden" name="action" value="curadoria_afiliados_subscriptions_erase" />
		<?php wp_nonce_field( 'curadoria_afiliados_subscriptions_erase', 'curadoria_afiliados_erase_nonce' ); ?>
		<label for="curadoria-erase-email"><?php esc_html_e( 'Apagar um endereço e tudo sobre ele', 'curadoria-afiliados' ); ?></label>
		<input type="email" id="curadoria-erase-email" name="email" class="regular-text" required />
		<?php submit_button( __( 'Apagar', 'curadoria-afiliados' ), 'delete', 'curadoria-erase', false ); ?>
		<p class="description"><?php esc_html_e( 'Para um pedido do titular (LGPD, art. 18): apaga as inscrições do endereço com seus registros de consentimento, os e-mails na fila e o próprio endereço. As contagens por produto não guardam endereços e ficam.', 'curadoria-afiliados' ); ?></p>
	</form>
	<?php
}

/**
 * The settings form: the site's address in use, the cap, the weekly schedule, the consent texts.
 */
function curadoria_afiliados_render_subscription_settings() {
	$schedule = curadoria_afiliados_newsletter_schedule();
	$weekdays = array( 'domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado' );
	$purposes = array(
		CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER => __( 'Texto de consentimento da newsletter', 'curadoria-afiliados' ),
		CURADORIA_AFILIADOS_PURPOSE_ALERT      => __( 'Texto de consentimento do alerta de preço', 'curadoria-afiliados' ),
	);
	?>
	<h2><?php esc_html_e( 'Configurações', 'curadoria-afiliados' ); ?></h2>
	<form action="options.php" method="post">
		<?php settings_fields( CURADORIA_AFILIADOS_SUBSCRIPTIONS_GROUP ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><?php esc_html_e( 'Endereço do site', 'curadoria-afiliados' ); ?></th>
				<td>
					<?php if ( '' !== curadoria_afiliados_site_address() ) : ?>
						<code><?php echo esc_html( curadoria_afiliados_site_address() ); ?></code>
					<?php else : ?>
						<?php esc_html_e( 'Nenhum: as inscrições não são aceitas.', 'curadoria-afiliados' ); ?>
					<?php endif; ?>
					<p class="description">
						<?php esc_html_e( 'Os e-mails levam às páginas do site (confirmar, cancelar, o produto) nesse endereço, o mesmo de “Visualizar”.', 'curadoria-afiliados' ); ?>
						<a href="<?php echo esc_url( admin_url( 'options-general.php?page=curadoria-afiliados' ) ); ?>"><?php esc_html_e( 'Mudar em Configurações > Curadoria Afiliados', 'curadoria-afiliados' ); ?></a>
					</p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="curadoria-mail-cap"><?php esc_html_e( 'E-mails por hora, no máximo', 'curadoria-afiliados' ); ?></label></th>
				<td>
					<?php if ( defined( 'CURADORIA_MAIL_HOURLY_CAP' ) ) : ?>
						<code><?php echo (int) curadoria_afiliados_mail_hourly_cap(); ?></code> <?php esc_html_e( '(constante CURADORIA_MAIL_HOURLY_CAP no wp-config.php)', 'curadoria-afiliados' ); ?>
					<?php else : ?>
						<input type="number" id="curadoria-mail-cap" name="<?php echo esc_attr( CURADORIA_AFILIADOS_MAIL_CAP_OPTION ); ?>" min="0" max="100000" step="1" class="small-text" value="<?php echo (int) curadoria_afiliados_mail_hourly_cap(); ?>" />
					<?php endif; ?>
					<p class="description"><?php esc_html_e( 'O limite da sua hospedagem ou do seu serviço de SMTP (0 = sem limite). Os e-mails saem em lotes de até 100 por minuto, sem passar disso em nenhuma hora.', 'curadoria-afiliados' ); ?></p>
				</td>
			</tr>
			<tr>
				<th scope="row"><?php esc_html_e( 'Newsletter semanal', 'curadoria-afiliados' ); ?></th>
				<td>
					<label><input type="checkbox" name="<?php echo esc_attr( CURADORIA_AFILIADOS_NEWSLETTER_OPTION ); ?>[enabled]" value="1" <?php checked( $schedule['enabled'] ); ?> /> <?php esc_html_e( 'Enviar automaticamente toda semana', 'curadoria-afiliados' ); ?></label>
					<select name="<?php echo esc_attr( CURADORIA_AFILIADOS_NEWSLETTER_OPTION ); ?>[weekday]" aria-label="<?php esc_attr_e( 'Dia da semana', 'curadoria-afiliados' ); ?>">
						<?php foreach ( $weekdays as $number => $name ) : ?>
							<option value="<?php echo (int) $number; ?>" <?php selected( $schedule['weekday'], $number ); ?>><?php echo esc_html( $name ); ?></option>
						<?php endforeach; ?>
					</select>
					<select name="<?php echo esc_attr( CURADORIA_AFILIADOS_NEWSLETTER_OPTION ); ?>[hour]" aria-label="<?php esc_attr_e( 'Hora', 'curadoria-afiliados' ); ?>">
						<?php for ( $hour = 0; $hour < 24; $hour++ ) : ?>
							<option value="<?php echo (int) $hour; ?>" <?php selected( $schedule['hour'], $hour ); ?>><?php echo esc_html( sprintf( '%02d:00', $hour ) ); ?></option>
						<?php endfor; ?>
					</select>
				</td>
			</tr>
			<?php foreach ( $purposes as $purpose => $label ) : ?>
				<?php
				$versions = curadoria_afiliados_consent_versions_of( $purpose );
				$current  = curadoria_afiliados_consent_current( $versions );
				?>
				<tr>
					<th scope="row"><label for="curadoria-consent-<?php echo esc_attr( $purpose ); ?>"><?php echo esc_html( $label ); ?></label></th>
					<td>
						<textarea id="curadoria-consent-<?php echo esc_attr( $purpose ); ?>" name="<?php echo esc_attr( CURADORIA_AFILIADOS_CONSENT_OPTION ); ?>[<?php echo esc_attr( $purpose ); ?>]" rows="3" class="large-text"><?php echo esc_textarea( $current['text'] ); ?></textarea>
						<p class="description">
							<?php
							/* translators: 1: version number, 2: date */
							echo esc_html( sprintf( __( 'Versão %1$d, em vigor desde %2$s. Ao mudar o texto, ele vira uma nova versão; as anteriores ficam guardadas com as inscrições feitas com elas.', 'curadoria-afiliados' ), $current['version'], wp_date( 'd/m/Y H:i', (int) strtotime( $current['since'] ) ) ) );
							?>
						</p>
					</td>
				</tr>
			<?php endforeach; ?>
		</table>
		<?php submit_button(); ?>
	</form>
	<?php
}
