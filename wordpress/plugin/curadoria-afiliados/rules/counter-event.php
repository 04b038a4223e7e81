<?php
/**
 * What an event of the view/click counter is, without WordPress:
 * {"type": "view"|"click", "post": ID} and, on a click, an optional "store";
 * "via": "alert" when the visitor came from a price alert's link.
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Route of the event counter (the only route a cross-origin page may POST to). */
const CURADORIA_AFILIADOS_EVENTS_ROUTE = '/curadoria/v1/events';

/** Largest event body accepted, in bytes ({"type":"click","post":123456,"store":"Mercado Livre","via":"alert"} is 68). */
const CURADORIA_AFILIADOS_EVENT_MAX_BYTES = 1024;

/**
 * Read an event from a decoded JSON body. An optional "store" is kept when it
 * is a string (whether it names an offer is decided later); any other value
 * is ignored. "via" says whether the visit came from an alert: only the value
 * "alert" counts, anything else is a visit like any other.
 *
 * @param mixed $data Decoded body.
 * @return array{type: string, post: int, store: string, from_alert: bool}|null Null when malformed.
 */
function curadoria_afiliados_event_from_data( $data ) {
	if ( ! is_array( $data ) || ! isset( $data['type'], $data['post'] ) ) {
		return null;
	}
	$post = $data['post'];
	if ( is_string( $post ) && ctype_digit( $post ) ) {
		$post = (int) $post;
	}
	if ( ! in_array( $data['type'], array( 'view', 'click' ), true ) || ! is_int( $post ) || $post < 1 ) {
		return null;
	}
	return array(
		'type'       => $data['type'],
		'post'       => $post,
		'store'      => isset( $data['store'] ) && is_string( $data['store'] ) ? $data['store'] : '',
		'from_alert' => 'alert' === ( $data['via'] ?? null ),
	);
}
