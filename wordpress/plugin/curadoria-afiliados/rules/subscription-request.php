<?php
/**
 * What a subscription form sends, without WordPress:
 * {"email", "newsletter": true} or {"email", "product": ID, "target_cents"?: N},
 * with the version of the consent text it showed ("consent_version", the
 * one in force when absent), the honeypot ("website") and the time the form
 * was shown ("elapsed_ms").
 *
 * Pure rules: loaded by the plugin and, without WordPress, by the unit tests
 * (tests/rules/). Nothing here runs on load.
 *
 * @package CuradoriaAfiliados
 */

/** Route of the subscription form. */
const CURADORIA_AFILIADOS_SUBSCRIBE_ROUTE = '/curadoria/v1/subscriptions';

/** Route the confirmation page posts its token to. */
const CURADORIA_AFILIADOS_CONFIRM_ROUTE = '/curadoria/v1/subscriptions/confirm';

/** Route of the one-click unsubscribe (mail programs and the site's page post to it). */
const CURADORIA_AFILIADOS_UNSUBSCRIBE_ROUTE = '/curadoria/v1/subscriptions/unsubscribe';

/** Largest request body accepted, in bytes. */
const CURADORIA_AFILIADOS_SUBSCRIBE_MAX_BYTES = 2048;

/**
 * Read what a form asked for. The address is read apart
 * (curadoria_afiliados_normalize_email()).
 *
 * @param mixed $data Decoded body.
 * @return array{purpose: string, post: int, target_cents: int|null, consent_version: int|null, website: mixed, elapsed_ms: mixed}|null
 *         Null when it asks for neither the newsletter nor one product, or a value has the wrong type.
 */
function curadoria_afiliados_subscription_from_data( $data ) {
	if ( ! is_array( $data ) ) {
		return null;
	}
	$newsletter = true === ( $data['newsletter'] ?? null );
	$product    = $data['product'] ?? null;
	$target     = $data['target_cents'] ?? null;
	$version    = $data['consent_version'] ?? null;
	if ( $newsletter === ( null !== $product ) ) {
		return null; // Neither, or both.
	}
	if ( null !== $product && ( ! is_int( $product ) || $product < 1 ) ) {
		return null;
	}
	if ( null !== $target && ( $newsletter || ! is_int( $target ) || $target < 1 || $target > CURADORIA_AFILIADOS_PRICE_CENTS_MAX ) ) {
		return null;
	}
	if ( null !== $version && ( ! is_int( $version ) || $version < 1 ) ) {
		return null;
	}
	return array(
		'purpose'         => $newsletter ? CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER : CURADORIA_AFILIADOS_PURPOSE_ALERT,
		'post'            => $newsletter ? 0 : $product,
		'target_cents'    => $target,
		'consent_version' => $version,
		'website'         => $data['website'] ?? null,
		'elapsed_ms'      => $data['elapsed_ms'] ?? null,
	);
}
