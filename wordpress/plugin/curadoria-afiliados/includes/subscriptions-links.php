<?php
/**
 * The addresses the e-mails link to. Pages of the site (its public address,
 * Inscrições > Configurações, and the paths the site's app/config/paths.ts
 * gives them): the confirmation page and the unsubscribe page, each with its
 * token, and a product's page tagged so the counter tells the visits and
 * clicks an alert brought. And the plugin's own one-click unsubscribe
 * address, for the List-Unsubscribe header.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** The query parameter of a product link in an alert, and its value (the site's ALERT_VISIT in paths.ts). */
const CURADORIA_AFILIADOS_ALERT_PARAM = array( 'via', 'alerta' );

/**
 * The site's paths the e-mails link to (filter curadoria_afiliados_site_paths).
 *
 * @return array{confirm: string, cancel: string, product: string} The product path has %d for the post ID.
 */
function curadoria_afiliados_site_paths() {
	/**
	 * Filters the paths of the site's pages the e-mails link to.
	 *
	 * @param array $paths confirm, cancel, and product (with %d for the post ID).
	 */
	return (array) apply_filters(
		'curadoria_afiliados_site_paths',
		array(
			'confirm' => '/inscricao/confirmar',
			'cancel'  => '/inscricao/cancelar',
			'product' => '/product/%d',
		)
	);
}

/**
 * The confirmation page of a subscriber's outstanding confirmation.
 *
 * @param array $subscriber Subscriber row.
 * @param string $nonce     The confirmation's nonce.
 * @return string
 */
function curadoria_afiliados_confirm_link( array $subscriber, $nonce ) {
	$token = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_CONFIRM, $subscriber['handle'], $nonce, curadoria_afiliados_token_key() );
	return curadoria_afiliados_site_link( curadoria_afiliados_site_paths()['confirm'], array( 'token' => $token ) );
}

/**
 * The unsubscribe token of a subscription, or, for a confirmation e-mail, the
 * token that turns down what it lists.
 *
 * @param array       $subscriber   Subscriber row.
 * @param array|null  $subscription Subscription row (null: a confirmation).
 * @param string      $nonce        The confirmation's nonce (for a confirmation).
 * @return string
 */
function curadoria_afiliados_leave_token( array $subscriber, $subscription, $nonce = '' ) {
	return null === $subscription
		? curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_DECLINE, $subscriber['handle'], $nonce, curadoria_afiliados_token_key() )
		: curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, $subscription['handle'], '', curadoria_afiliados_token_key() );
}

/**
 * The site's unsubscribe page for a token (the visible link of every e-mail).
 *
 * @param string $token Token.
 * @return string
 */
function curadoria_afiliados_cancel_link( $token ) {
	return curadoria_afiliados_site_link( curadoria_afiliados_site_paths()['cancel'], array( 'token' => $token ) );
}

/**
 * The plugin's one-click unsubscribe address for a token (List-Unsubscribe).
 *
 * @param string $token Token.
 * @return string
 */
function curadoria_afiliados_one_click_link( $token ) {
	return add_query_arg( 'token', rawurlencode( $token ), rest_url( ltrim( CURADORIA_AFILIADOS_UNSUBSCRIBE_ROUTE, '/' ) ) );
}

/**
 * A product's page on the site; with $from_alert, tagged so its visit and
 * clicks count as brought by an alert.
 *
 * @param int  $post_id    Post ID.
 * @param bool $from_alert Whether the link is an alert's.
 * @return string
 */
function curadoria_afiliados_product_link( $post_id, $from_alert = false ) {
	$path = sprintf( curadoria_afiliados_site_paths()['product'], (int) $post_id );
	return curadoria_afiliados_site_link( $path, $from_alert ? array( CURADORIA_AFILIADOS_ALERT_PARAM[0] => CURADORIA_AFILIADOS_ALERT_PARAM[1] ) : array() );
}
