<?php
/**
 * Settings page (Configurações > Curadoria Afiliados).
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/* -------------------------------------------------------------------------
 * Settings page (Configurações > Curadoria Afiliados)
 * ---------------------------------------------------------------------- */

/**
 * Register the options with the Settings API. An option overridden by its
 * wp-config.php constant is not registered: its field is not in the form, and
 * options.php would otherwise blank it when the other field is saved.
 */
function curadoria_afiliados_register_setting() {
	if ( ! defined( 'CURADORIA_ALLOWED_ORIGINS' ) ) {
		register_setting(
			'curadoria_afiliados',
			CURADORIA_AFILIADOS_ORIGINS_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => static function ( $value ) {
					return implode( "\n", curadoria_afiliados_parse_origins( $value ) );
				},
			)
		);
	}
	if ( ! defined( 'CURADORIA_SITE_URL' ) ) {
		register_setting(
			'curadoria_afiliados',
			CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => 'curadoria_afiliados_sanitize_site_address_option',
			)
		);
	}
	if ( ! defined( 'CURADORIA_DEPLOY_HOOK' ) ) {
		register_setting(
			'curadoria_afiliados',
			CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => 'curadoria_afiliados_sanitize_deploy_hook_option',
			)
		);
	}
	register_setting(
		'curadoria_afiliados',
		CURADORIA_AFILIADOS_PRICE_FRESH_OPTION,
		array(
			'type'              => 'integer',
			'default'           => CURADORIA_AFILIADOS_PRICE_FRESH_DAYS,
			'show_in_rest'      => false,
			'sanitize_callback' => 'curadoria_afiliados_sanitize_fresh_days',
		)
	);
}
add_action( 'admin_init', 'curadoria_afiliados_register_setting' );

/**
 * Add the settings page under Settings.
 */
function curadoria_afiliados_admin_menu() {
	add_options_page(
		__( 'Curadoria Afiliados', 'curadoria-afiliados' ),
		__( 'Curadoria Afiliados', 'curadoria-afiliados' ),
		'manage_options',
		'curadoria-afiliados',
		'curadoria_afiliados_render_settings'
	);
}
add_action( 'admin_menu', 'curadoria_afiliados_admin_menu' );

/**
 * Render the settings page.
 */
function curadoria_afiliados_render_settings() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$locked      = defined( 'CURADORIA_ALLOWED_ORIGINS' );
	$hook_locked = defined( 'CURADORIA_DEPLOY_HOOK' );
	$hook_url    = curadoria_afiliados_deploy_hook_url();
	$notice_key  = 'curadoria_afiliados_deploy_notice_' . get_current_user_id();
	$notice      = get_transient( $notice_key );
	if ( $notice ) {
		delete_transient( $notice_key );
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( is_array( $notice ) && isset( $notice['type'], $notice['message'] ) ) : ?>
			<div class="notice notice-<?php echo 'success' === $notice['type'] ? 'success' : 'error'; ?> is-dismissible" id="curadoria-afiliados-deploy-notice">
				<p><?php echo esc_html( $notice['message'] ); ?></p>
			</div>
		<?php endif; ?>
		<form action="options.php" method="post">
			<?php settings_fields( 'curadoria_afiliados' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row">
						<label for="curadoria-afiliados-origins"><?php esc_html_e( 'Origens permitidas (CORS)', 'curadoria-afiliados' ); ?></label>
					</th>
					<td>
						<?php if ( $locked ) : ?>
							<p><strong><?php esc_html_e( 'Definido pela constante CURADORIA_ALLOWED_ORIGINS no wp-config.php:', 'curadoria-afiliados' ); ?></strong></p>
							<pre><?php echo esc_html( implode( "\n", curadoria_afiliados_allowed_origins() ) ); ?></pre>
						<?php else : ?>
							<textarea id="curadoria-afiliados-origins" name="<?php echo esc_attr( CURADORIA_AFILIADOS_ORIGINS_OPTION ); ?>"
								rows="6" cols="60" class="large-text code"
								placeholder="https://www.meusite.com.br"><?php echo esc_textarea( get_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, '' ) ); ?></textarea>
						<?php endif; ?>
						<p class="description">
							<?php esc_html_e( 'Uma origem por linha, por exemplo https://www.meusite.com.br. Use http://localhost:* para qualquer porta de um host, ou * para qualquer origem. Lista vazia: qualquer origem pode ler (Access-Control-Allow-Origin: *). Credenciais nunca são permitidas.', 'curadoria-afiliados' ); ?>
						</p>
					</td>
				</tr>
				<?php curadoria_afiliados_render_site_address_row(); ?>
				<tr>
					<th scope="row">
						<label for="curadoria-afiliados-deploy-hook"><?php esc_html_e( 'URL do deploy hook', 'curadoria-afiliados' ); ?></label>
					</th>
					<td>
						<?php if ( $hook_locked ) : ?>
							<p><strong><?php esc_html_e( 'Definido pela constante CURADORIA_DEPLOY_HOOK no wp-config.php:', 'curadoria-afiliados' ); ?></strong></p>
							<p><code><?php echo '' !== $hook_url ? esc_html( curadoria_afiliados_mask_url( $hook_url ) ) : esc_html__( '(vazia ou inválida: rebuild automático desligado)', 'curadoria-afiliados' ); ?></code></p>
						<?php else : ?>
							<input type="url" id="curadoria-afiliados-deploy-hook" name="<?php echo esc_attr( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ); ?>"
								class="large-text code" placeholder="https://api.netlify.com/build_hooks/…"
								value="<?php echo esc_attr( get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '' ) ); ?>" />
						<?php endif; ?>
						<p class="description">
							<?php
							echo esc_html(
								sprintf(
									/* translators: %d: number of seconds */
									__( 'Endereço que reconstrói o site estático (Netlify "Build hooks", Cloudflare Pages "Deploy hooks", Vercel "Deploy Hooks"), ou o de um repositório do GitHub que publica o site com o workflow de deploy (https://api.github.com/repos/DONO/REPOSITÓRIO/dispatches, com o token na constante CURADORIA_DEPLOY_HOOK_TOKEN do wp-config.php). Ao publicar, atualizar, despublicar ou mandar para a lixeira um post, mudar o preço, a data do preço, o link de afiliado ou a imagem destacada de um post publicado, ou criar, renomear ou excluir uma categoria, o plugin envia um POST para esse endereço — no máximo um a cada %d segundos; mudanças dentro desse intervalo geram um único envio agendado para o fim dele. Somente https:// de um host público; redirecionamentos não são seguidos. Vazio desliga o rebuild automático.', 'curadoria-afiliados' ),
									curadoria_afiliados_deploy_hook_interval()
								)
							);
							?>
						</p>
						<?php if ( '' !== $hook_url && curadoria_afiliados_is_github_dispatch( $hook_url ) ) : ?>
							<p class="description" id="curadoria-afiliados-deploy-token">
								<?php
								if ( '' !== curadoria_afiliados_deploy_hook_token() ) {
									esc_html_e( 'GitHub: o token está definido (constante CURADORIA_DEPLOY_HOOK_TOKEN).', 'curadoria-afiliados' );
								} else {
									esc_html_e( 'GitHub: falta o token. Defina no wp-config.php a constante CURADORIA_DEPLOY_HOOK_TOKEN com um token do GitHub que só acessa este repositório, com a permissão "Contents: Read and write". Sem ele, nada é enviado.', 'curadoria-afiliados' );
								}
								?>
							</p>
						<?php endif; ?>
						<?php if ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) : ?>
							<p class="description">
								<?php esc_html_e( 'Atenção: DISABLE_WP_CRON está ativo. O envio agendado para o fim do intervalo só acontece se um cron real (ou o cron do servidor) chamar wp-cron.php; o envio imediato funciona sem cron.', 'curadoria-afiliados' ); ?>
							</p>
						<?php endif; ?>
					</td>
				</tr>
				<tr>
					<th scope="row">
						<label for="curadoria-afiliados-price-fresh-days"><?php esc_html_e( 'Validade da data do preço (dias)', 'curadoria-afiliados' ); ?></label>
					</th>
					<td>
						<input type="number" id="curadoria-afiliados-price-fresh-days" name="<?php echo esc_attr( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ); ?>"
							min="1" max="365" step="1" class="small-text" value="<?php echo (int) curadoria_afiliados_price_fresh_days(); ?>" />
						<p class="description">
							<?php esc_html_e( 'Depois de quantos dias um preço não é mais mostrado como atual (o site diz "Consulte o preço" com a data do último). O site lê este valor em /wp-json/curadoria/v1/config.', 'curadoria-afiliados' ); ?>
						</p>
					</td>
				</tr>
				<?php curadoria_afiliados_render_api_settings_rows(); ?>
			</table>
			<?php submit_button(); ?>
		</form>

		<h2><?php esc_html_e( 'Rebuild do site', 'curadoria-afiliados' ); ?></h2>
		<?php
		$last = (int) get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, 0 );
		$next = wp_next_scheduled( CURADORIA_AFILIADOS_DEPLOY_EVENT );
		$when = get_option( 'date_format' ) . ' H:i:s';
		?>
		<p>
			<?php
			if ( $last ) {
				/* translators: %s: date and time */
				echo esc_html( sprintf( __( 'Último envio ao deploy hook: %s.', 'curadoria-afiliados' ), wp_date( $when, $last ) ) );
			} else {
				esc_html_e( 'Nenhum envio ao deploy hook registrado.', 'curadoria-afiliados' );
			}
			if ( $next ) {
				echo ' ';
				/* translators: %s: date and time */
				echo esc_html( sprintf( __( 'Próximo envio agendado para %s.', 'curadoria-afiliados' ), wp_date( $when, $next ) ) );
			}
			?>
		</p>
		<form action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post">
			<input type="hidden" name="action" value="curadoria_afiliados_deploy_now" />
			<?php wp_nonce_field( 'curadoria_afiliados_deploy_now', 'curadoria_afiliados_deploy_nonce' ); ?>
			<?php
			submit_button(
				__( 'Disparar rebuild agora', 'curadoria-afiliados' ),
				'secondary',
				'curadoria-afiliados-deploy-now',
				false,
				'' === $hook_url ? array( 'disabled' => 'disabled' ) : array()
			);
			?>
			<p class="description">
				<?php
				if ( '' === $hook_url ) {
					esc_html_e( 'Configure e salve a URL do deploy hook para habilitar o botão.', 'curadoria-afiliados' );
				} else {
					esc_html_e( 'Envia o POST imediatamente, sem esperar o fim do intervalo, e mostra a resposta HTTP do deploy hook.', 'curadoria-afiliados' );
				}
				?>
			</p>
		</form>

		<?php curadoria_afiliados_render_link_health_summary(); ?>
		<?php curadoria_afiliados_render_price_refresh_summary(); ?>
	</div>
	<?php
}

/**
 * The settings page's "Endereço do site" row: where 'Visualizar' sends the
 * owner (includes/site-address.php).
 */
function curadoria_afiliados_render_site_address_row() {
	$in_use = curadoria_afiliados_site_address();
	?>
	<tr>
		<th scope="row">
			<label for="curadoria-afiliados-site-address"><?php esc_html_e( 'Endereço do site', 'curadoria-afiliados' ); ?></label>
		</th>
		<td>
			<?php if ( defined( 'CURADORIA_SITE_URL' ) ) : ?>
				<p><strong><?php esc_html_e( 'Definido pela constante CURADORIA_SITE_URL no wp-config.php.', 'curadoria-afiliados' ); ?></strong></p>
			<?php else : ?>
				<input type="url" id="curadoria-afiliados-site-address" name="<?php echo esc_attr( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION ); ?>"
					class="regular-text code" placeholder="https://www.meusite.com.br"
					value="<?php echo esc_attr( get_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, '' ) ); ?>" />
			<?php endif; ?>
			<p class="description">
				<?php esc_html_e( 'O endereço público do site de curadoria, sem caminho. “Visualizar”, no editor, abre a pré-visualização do post nesse site (/previa/), com um link que vale por uma hora e só para este post, e os e-mails das inscrições levam às páginas dele. Vazio: o primeiro endereço https:// exato da lista de origens acima.', 'curadoria-afiliados' ); ?>
			</p>
			<p class="description" id="curadoria-afiliados-site-address-in-use">
				<?php
				if ( '' !== $in_use ) {
					/* translators: %s: the site's address */
					echo esc_html( sprintf( __( 'Em uso: %s.', 'curadoria-afiliados' ), $in_use ) );
				} else {
					esc_html_e( 'Nenhum endereço em uso: “Visualizar” mostra a pré-visualização do próprio WordPress, e as inscrições não são aceitas.', 'curadoria-afiliados' );
				}
				?>
			</p>
		</td>
	</tr>
	<?php
}

/**
 * "Saúde dos links" section of the settings page: how many links are in each
 * state and when the next check runs.
 */
function curadoria_afiliados_render_link_health_summary() {
	global $wpdb;
	$counts    = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT COALESCE(m.meta_value, '') AS status, COUNT(*) AS n FROM {$wpdb->posts} p
			INNER JOIN {$wpdb->postmeta} u ON u.post_id = p.ID AND u.meta_key = 'affiliate_url' AND u.meta_value <> ''
			LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s
			WHERE p.post_type = 'post' AND p.post_status = 'publish' GROUP BY status",
			CURADORIA_AFILIADOS_LINK_STATUS_META
		),
		ARRAY_A
	);
	$by_status = array_column( (array) $counts, 'n', 'status' );
	$next      = wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
	$next      = $next ? $next : wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_EVENT );
	?>
	<h2><?php esc_html_e( 'Saúde dos links de afiliado', 'curadoria-afiliados' ); ?></h2>
	<p>
		<?php
		foreach ( array( 'ok', 'broken', 'unknown', '' ) as $status ) {
			/* translators: 1: status label, 2: number of posts */
			echo esc_html( sprintf( __( '%1$s: %2$d', 'curadoria-afiliados' ), curadoria_afiliados_link_status_label( $status ), (int) ( $by_status[ $status ] ?? 0 ) ) ) . '<br />';
		}
		?>
	</p>
	<p class="description">
		<?php
		esc_html_e( 'Uma vez por dia o plugin pede cada link de afiliado dos posts publicados (HEAD; GET se a loja recusar HEAD), em lotes de até 25 posts. Quebrado = 404 ou 410 em duas verificações seguidas; 403, 405, 429, erros do servidor e tempo esgotado ficam como desconhecido.', 'curadoria-afiliados' );
		if ( $next ) {
			echo ' ';
			/* translators: %s: date and time */
			echo esc_html( sprintf( __( 'Próxima verificação: %s.', 'curadoria-afiliados' ), wp_date( get_option( 'date_format' ) . ' H:i', $next ) ) );
		}
		?>
	</p>
	<?php
}

/**
 * "Configurações" link on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function curadoria_afiliados_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=curadoria-afiliados' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Configurações', 'curadoria-afiliados' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( CURADORIA_AFILIADOS_FILE ), 'curadoria_afiliados_action_links' );
