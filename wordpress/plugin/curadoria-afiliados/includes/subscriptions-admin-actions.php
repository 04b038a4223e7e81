<?php
/**
 * The owner's actions on the subscriptions (Inscrições), each an
 * admin-post.php request with its nonce, for administrators only: export
 * the list as CSV, erase one address and everything about it (an LGPD
 * request), send this week's newsletter now.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Rows read at a time by the export. */
const CURADORIA_AFILIADOS_EXPORT_CHUNK = 1000;

/**
 * Stop unless an administrator sent this action's form.
 *
 * @param string $action Nonce action.
 * @param string $field  Nonce field.
 */
function curadoria_afiliados_subscriptions_guard( $action, $field ) {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sem permissão.', 'curadoria-afiliados' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( $action, $field );
}

/**
 * Back to the page, with what happened in the address.
 *
 * @param array $args Query arguments.
 */
function curadoria_afiliados_subscriptions_redirect( array $args ) {
	wp_safe_redirect( add_query_arg( $args, admin_url( 'admin.php?page=' . CURADORIA_AFILIADOS_SUBSCRIPTIONS_PAGE ) ) );
	exit;
}

/**
 * A CSV cell a spreadsheet never runs as a formula.
 *
 * @param mixed $value Value.
 * @return string
 */
function curadoria_afiliados_csv_cell( $value ) {
	$value = (string) $value;
	return '' !== $value && false !== strpos( '=+-@', $value[0] ) ? "'" . $value : $value;
}

/**
 * The rows of the export: one per subscription, with its address and consent record.
 *
 * @param resource $out Stream written to.
 */
function curadoria_afiliados_subscriptions_write_csv( $out ) {
	global $wpdb;
	$subscriptions = curadoria_afiliados_subscriptions_table();
	$subscribers   = curadoria_afiliados_subscribers_table();
	$texts         = array();
	fputcsv( $out, array( 'email', 'finalidade', 'produto_id', 'produto', 'preco_alvo', 'situacao', 'pedido_em_utc', 'versao_consentimento', 'texto_consentimento', 'confirmado_em_utc', 'cancelado_em_utc' ) );
	$after = 0;
	do {
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT s.*, b.email FROM {$subscriptions} s INNER JOIN {$subscribers} b ON b.id = s.subscriber_id WHERE s.id > %d ORDER BY s.id LIMIT %d", $after, CURADORIA_AFILIADOS_EXPORT_CHUNK ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		foreach ( $rows as $row ) {
			$after = (int) $row['id'];
			$key   = $row['purpose'] . ' ' . $row['consent_version'];
			if ( ! isset( $texts[ $key ] ) ) {
				$version       = curadoria_afiliados_consent_find( curadoria_afiliados_consent_versions_of( $row['purpose'] ), (int) $row['consent_version'] );
				$texts[ $key ] = null === $version ? '' : $version['text'];
			}
			$post_id = (int) $row['post_id'];
			fputcsv(
				$out,
				array_map(
					'curadoria_afiliados_csv_cell',
					array(
						$row['email'],
						$row['purpose'],
						$post_id > 0 ? $post_id : '',
						$post_id > 0 ? curadoria_afiliados_mail_title( $post_id ) : '',
						null === $row['target_cents'] ? '' : curadoria_afiliados_format_price( (int) $row['target_cents'] ),
						$row['status'],
						$row['consented_at'],
						$row['consent_version'],
						$texts[ $key ],
						(string) $row['confirmed_at'],
						(string) $row['unsubscribed_at'],
					)
				)
			);
		}
	} while ( count( $rows ) === CURADORIA_AFILIADOS_EXPORT_CHUNK );
}

/**
 * Export the list as CSV (UTF-8 with a byte order mark, which spreadsheets read as UTF-8).
 */
function curadoria_afiliados_handle_subscriptions_export() {
	curadoria_afiliados_subscriptions_guard( 'curadoria_afiliados_subscriptions_export', 'curadoria_afiliados_export_nonce' );
	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="inscricoes-' . gmdate( 'Y-m-d' ) . '.csv"' );
	$out = fopen( 'php://output', 'w' );
	fwrite( $out, "\xEF\xBB\xBF" );
	curadoria_afiliados_subscriptions_write_csv( $out );
	fclose( $out );
	exit;
}
add_action( 'admin_post_curadoria_afiliados_subscriptions_export', 'curadoria_afiliados_handle_subscriptions_export' );

/**
 * Erase one address and everything about it.
 */
function curadoria_afiliados_handle_subscriptions_erase() {
	curadoria_afiliados_subscriptions_guard( 'curadoria_afiliados_subscriptions_erase', 'curadoria_afiliados_erase_nonce' );
	$erased = curadoria_afiliados_erase_address( isset( $_POST['email'] ) ? sanitize_text_field( wp_unslash( $_POST['email'] ) ) : '' );
	curadoria_afiliados_subscriptions_redirect( array( 'curadoria_erased' => null === $erased ? 'none' : (string) $erased ) );
}
add_action( 'admin_post_curadoria_afiliados_subscriptions_erase', 'curadoria_afiliados_handle_subscriptions_erase' );

/**
 * Send this week's newsletter now.
 */
function curadoria_afiliados_handle_newsletter_send() {
	curadoria_afiliados_subscriptions_guard( 'curadoria_afiliados_newsletter_send', 'curadoria_afiliados_newsletter_nonce' );
	curadoria_afiliados_subscriptions_redirect( array( 'curadoria_newsletter' => (string) curadoria_afiliados_newsletter_send( time() ) ) );
}
add_action( 'admin_post_curadoria_afiliados_newsletter_send', 'curadoria_afiliados_handle_newsletter_send' );
