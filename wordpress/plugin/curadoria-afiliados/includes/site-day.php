<?php
/**
 * Days in the site's time zone: the counts, the clicks per store, the price
 * history and the price date are kept per day as the owner lives them.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * A day in the site's time zone, $days_back days before today.
 *
 * @param int $days_back 0 = today.
 * @return string Y-m-d.
 */
function curadoria_afiliados_day( $days_back = 0 ) {
	$today = new DateTimeImmutable( 'today', wp_timezone() );
	return $today->modify( '-' . max( 0, (int) $days_back ) . ' days' )->format( 'Y-m-d' );
}
