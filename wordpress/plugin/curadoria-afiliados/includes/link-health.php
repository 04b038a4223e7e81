<?php
/**
 * Link health: once a day (WP-Cron) every published post's affiliate link is
 * requested (HEAD, then GET when HEAD is refused), following up to 5
 * redirects, each hop checked like the first request (public hosts only). A
 * link is broken after two checks in a row answered 404 or 410; 403, 405,
 * 429, other errors, timeouts and network failures are "unknown" (shops
 * often refuse robots: that says nothing about the product). The site keeps
 * showing the product either way; the owner sees a 'Link' column and a notice.
 *
 * The work is cut into batches (at most 25 posts and about 15 seconds per
 * run); when posts are left, the next batch is scheduled two minutes later,
 * so a site with 10,000 posts is checked within the day without any request
 * running into PHP's time limit.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Daily WP-Cron hook that starts a round of checks. */
const CURADORIA_AFILIADOS_LINK_CHECK_EVENT = 'curadoria_afiliados_link_check';

/** Single WP-Cron hook of the follow-up batches of a round. */
const CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT = 'curadoria_afiliados_link_check_more';

/** Post meta: 'ok', 'broken' or 'unknown'. */
const CURADORIA_AFILIADOS_LINK_STATUS_META = '_curadoria_link_status';

/** Post meta: Unix time of the last check. */
const CURADORIA_AFILIADOS_LINK_CHECKED_META = '_curadoria_link_checked';

/** Post meta: consecutive checks answered 404/410. */
const CURADORIA_AFILIADOS_LINK_MISSES_META = '_curadoria_link_misses';

/** Post meta: what the last check saw ('http_404', 'timeout', 'network', 'refused', 'redirects'). */
const CURADORIA_AFILIADOS_LINK_DETAIL_META = '_curadoria_link_detail';

/** Transient held while a batch runs, so two batches never overlap. */
const CURADORIA_AFILIADOS_LINK_LOCK = 'curadoria_afiliados_link_check_lock';

/** Redirects followed at most. */
const CURADORIA_AFILIADOS_LINK_MAX_REDIRECTS = 5;

/**
 * Schedule the daily round (on activation and upgrade), first run in an hour.
 */
function curadoria_afiliados_link_check_schedule() {
	if ( ! wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_EVENT ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', CURADORIA_AFILIADOS_LINK_CHECK_EVENT );
	}
}

/* -------------------------------------------------------------------------
 * One link
 * ---------------------------------------------------------------------- */

/**
 * Request a URL, following redirects by hand so each hop goes through the
 * same address check as the first (curadoria_afiliados_safe_request()).
 *
 * @param string $url    URL.
 * @param string $method 'HEAD' or 'GET'.
 * @return int|string HTTP status of the last hop, or 'timeout', 'network',
 *                    'refused' (address not allowed) or 'redirects' (too many).
 */
function curadoria_afiliados_link_fetch( $url, $method ) {
	$args = array(
		'timeout'             => 5,
		'user-agent'          => 'Mozilla/5.0 (compatible; curadoria-afiliados/' . CURADORIA_AFILIADOS_VERSION . '; +' . home_url( '/' ) . ')',
		'limit_response_size' => 32768, // A GET only needs the status line.
	);
	/**
	 * Filters the request arguments of a link check (e.g. a shorter timeout).
	 *
	 * @param array  $args   wp_safe_remote_head()/get() arguments.
	 * @param string $url    URL of this hop.
	 * @param string $method 'HEAD' or 'GET'.
	 */
	$args = (array) apply_filters( 'curadoria_afiliados_link_check_request_args', $args, $url, $method );

	for ( $hop = 0; $hop <= CURADORIA_AFILIADOS_LINK_MAX_REDIRECTS; $hop++ ) {
		$response = curadoria_afiliados_safe_request( $method, $url, $args );
		if ( is_wp_error( $response ) ) {
			if ( 'curadoria_afiliados_target_refused' === $response->get_error_code() ) {
				return 'refused';
			}
			return false !== stripos( $response->get_error_message(), 'timed out' ) ? 'timeout' : 'network';
		}
		$code     = (int) wp_remote_retrieve_response_code( $response );
		$location = wp_remote_retrieve_header( $response, 'location' );
		$location = is_array( $location ) ? (string) end( $location ) : (string) $location;
		if ( ! in_array( $code, array( 301, 302, 303, 307, 308 ), true ) || '' === $location ) {
			return $code;
		}
		$url = WP_Http::make_absolute_url( $location, $url );
	}
	return 'redirects';
}

/**
 * Check one link: HEAD first; when HEAD does not answer 2xx (many shops
 * refuse HEAD with 403, 404, 405 or 501), GET decides. A 429 is not retried:
 * the shop asked us to slow down.
 *
 * @param string $url URL.
 * @return array{result: string, detail: string} result 'ok', 'missing'
 *         (404/410) or 'unknown'; detail 'http_NNN' or an error kind.
 */
function curadoria_afiliados_link_probe( $url ) {
	$answer = curadoria_afiliados_link_fetch( $url, 'HEAD' );
	if ( is_int( $answer ) && ( $answer < 200 || $answer >= 300 ) && 429 !== $answer ) {
		$answer = curadoria_afiliados_link_fetch( $url, 'GET' );
	}
	if ( ! is_int( $answer ) ) {
		return array(
			'result' => 'unknown',
			'detail' => $answer,
		);
	}
	if ( $answer >= 200 && $answer < 300 ) {
		$result = 'ok';
	} elseif ( 404 === $answer || 410 === $answer ) {
		$result = 'missing';
	} else {
		$result = 'unknown';
	}
	return array(
		'result' => $result,
		'detail' => 'http_' . $answer,
	);
}

/**
 * Check a post's affiliate link now and store the outcome.
 *
 * @param int $post_id Post ID.
 * @return string|null 'ok', 'broken' or 'unknown'; null when the post has no link.
 */
function curadoria_afiliados_link_check_post( $post_id ) {
	$url = curadoria_afiliados_sanitize_url( get_post_meta( $post_id, 'affiliate_url', true ) );
	if ( '' === $url ) {
		// Blank or not http(s) (written around the sanitiser): never requested,
		// and not due again before tomorrow.
		curadoria_afiliados_link_forget( $post_id );
		update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_CHECKED_META, time() );
		return null;
	}
	$probe  = curadoria_afiliados_link_probe( $url );
	$misses = 'missing' === $probe['result'] ? (int) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_MISSES_META, true ) + 1 : 0;
	if ( 'ok' === $probe['result'] ) {
		$status = 'ok';
	} elseif ( $misses >= 2 ) {
		$status = 'broken';
	} else {
		$status = 'unknown';
	}
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_STATUS_META, $status );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_CHECKED_META, time() );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_MISSES_META, $misses );
	update_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_DETAIL_META, $probe['detail'] );
	return $status;
}

/**
 * Drop what is known about a post's link.
 *
 * @param int $post_id Post ID.
 */
function curadoria_afiliados_link_forget( $post_id ) {
	foreach ( array( CURADORIA_AFILIADOS_LINK_STATUS_META, CURADORIA_AFILIADOS_LINK_CHECKED_META, CURADORIA_AFILIADOS_LINK_MISSES_META, CURADORIA_AFILIADOS_LINK_DETAIL_META ) as $key ) {
		delete_post_meta( $post_id, $key );
	}
}

/**
 * A new affiliate link starts with a clean slate (and is checked in the next batch).
 *
 * @param int|int[] $meta_id  Meta ID(s), unused.
 * @param int       $post_id  Post ID.
 * @param string    $meta_key Meta key.
 */
function curadoria_afiliados_link_on_change( $meta_id, $post_id, $meta_key ) {
	if ( 'affiliate_url' === $meta_key ) {
		curadoria_afiliados_link_forget( $post_id );
	}
}
add_action( 'added_post_meta', 'curadoria_afiliados_link_on_change', 10, 3 );
add_action( 'updated_post_meta', 'curadoria_afiliados_link_on_change', 10, 3 );
add_action( 'deleted_post_meta', 'curadoria_afiliados_link_on_change', 10, 3 );

/* -------------------------------------------------------------------------
 * Batches
 * ---------------------------------------------------------------------- */

/**
 * Published posts with an affiliate link not checked in the last 20 hours
 * (so a daily round never skips a post because cron ran a bit early), never
 * checked first, then the longest unchecked.
 *
 * @param int $limit Maximum number of IDs.
 * @return int[]
 */
function curadoria_afiliados_link_due( $limit ) {
	global $wpdb;
	$ids = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT p.ID FROM {$wpdb->posts} p
			INNER JOIN {$wpdb->postmeta} u ON u.post_id = p.ID AND u.meta_key = 'affiliate_url' AND u.meta_value <> ''
			LEFT JOIN {$wpdb->postmeta} c ON c.post_id = p.ID AND c.meta_key = %s
			WHERE p.post_type = 'post' AND p.post_status = 'publish' AND ( c.meta_value IS NULL OR CAST(c.meta_value AS UNSIGNED) < %d )
			ORDER BY CAST(COALESCE(c.meta_value, '0') AS UNSIGNED) ASC, p.ID ASC
			LIMIT %d",
			CURADORIA_AFILIADOS_LINK_CHECKED_META,
			time() - 20 * HOUR_IN_SECONDS,
			$limit
		)
	);
	return array_map( 'intval', (array) $ids );
}

/**
 * Run one batch: at most `batch_size` posts and, past `time_budget` seconds,
 * no new check is started. When posts are still due afterwards, the next
 * batch is scheduled.
 *
 * @return array{checked: int, more: bool, locked?: bool}
 */
function curadoria_afiliados_link_check_batch() {
	/**
	 * Filters the limits of one batch of link checks.
	 *
	 * @param array{batch_size: int, time_budget: int, pause: int} $limits
	 *        Posts per batch (25), seconds after which no new check starts (15),
	 *        seconds before the next batch (120).
	 */
	$limits = wp_parse_args(
		(array) apply_filters( 'curadoria_afiliados_link_check_limits', array() ),
		array(
			'batch_size'  => 25,
			'time_budget' => 15,
			'pause'       => 2 * MINUTE_IN_SECONDS,
		)
	);
	if ( get_transient( CURADORIA_AFILIADOS_LINK_LOCK ) ) {
		return array(
			'checked' => 0,
			'more'    => true,
			'locked'  => true,
		);
	}
	set_transient( CURADORIA_AFILIADOS_LINK_LOCK, 1, 5 * MINUTE_IN_SECONDS );
	$started = microtime( true );
	$checked = 0;
	try {
		foreach ( curadoria_afiliados_link_due( max( 1, (int) $limits['batch_size'] ) ) as $post_id ) {
			if ( microtime( true ) - $started >= (float) $limits['time_budget'] ) {
				break;
			}
			curadoria_afiliados_link_check_post( $post_id );
			++$checked;
		}
	} finally {
		delete_transient( CURADORIA_AFILIADOS_LINK_LOCK );
	}
	$more = array() !== curadoria_afiliados_link_due( 1 );
	if ( $more && ! wp_next_scheduled( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT ) ) {
		wp_schedule_single_event( time() + max( 1, (int) $limits['pause'] ), CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
	}
	return array(
		'checked' => $checked,
		'more'    => $more,
	);
}
add_action( CURADORIA_AFILIADOS_LINK_CHECK_EVENT, 'curadoria_afiliados_link_check_batch' );
add_action( CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT, 'curadoria_afiliados_link_check_batch' );

/* -------------------------------------------------------------------------
 * Admin: what the owner sees
 * ---------------------------------------------------------------------- */

/**
 * The stored state of a post's link.
 *
 * @param int $post_id Post ID.
 * @return array{status: string, checked: int, detail: string} status '' when never checked.
 */
function curadoria_afiliados_link_state( $post_id ) {
	return array(
		'status'  => (string) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_STATUS_META, true ),
		'checked' => (int) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_CHECKED_META, true ),
		'detail'  => (string) get_post_meta( $post_id, CURADORIA_AFILIADOS_LINK_DETAIL_META, true ),
	);
}

/**
 * Portuguese label of a status.
 *
 * @param string $status 'ok', 'broken' or 'unknown'.
 * @return string
 */
function curadoria_afiliados_link_status_label( $status ) {
	$labels = array(
		'ok'      => __( 'ok', 'curadoria-afiliados' ),
		'broken'  => __( 'quebrado', 'curadoria-afiliados' ),
		'unknown' => __( 'desconhecido', 'curadoria-afiliados' ),
	);
	return $labels[ $status ] ?? __( 'não verificado', 'curadoria-afiliados' );
}

/**
 * Portuguese description of what a check saw.
 *
 * @param string $detail 'http_404', 'timeout', 'network', 'refused' or 'redirects'.
 * @return string
 */
function curadoria_afiliados_link_detail_label( $detail ) {
	if ( preg_match( '/^http_(\d{3})$/', $detail, $m ) ) {
		return 'HTTP ' . $m[1];
	}
	$labels = array(
		'timeout'   => __( 'tempo esgotado', 'curadoria-afiliados' ),
		'network'   => __( 'erro de rede', 'curadoria-afiliados' ),
		'refused'   => __( 'endereço não permitido', 'curadoria-afiliados' ),
		'redirects' => __( 'redirecionamentos demais', 'curadoria-afiliados' ),
	);
	return $labels[ $detail ] ?? '';
}

/**
 * Published posts whose link is broken.
 *
 * @param int $limit Maximum number.
 * @return WP_Post[]
 */
function curadoria_afiliados_broken_links( $limit ) {
	return get_posts(
		array(
			'post_type'        => 'post',
			'post_status'      => 'publish',
			'numberposts'      => $limit,
			'meta_key'         => CURADORIA_AFILIADOS_LINK_STATUS_META, // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'       => 'broken', // phpcs:ignore WordPress.DB.SlowDBQuery
			'orderby'          => 'title',
			'order'            => 'ASC',
			'suppress_filters' => true,
		)
	);
}

/**
 * Admin notice on the dashboard, the posts list and the plugin's settings:
 * the posts whose affiliate link is broken, with a link to edit each.
 */
function curadoria_afiliados_broken_links_notice() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || ! in_array( $screen->id, array( 'dashboard', 'edit-post', 'settings_page_curadoria-afiliados' ), true ) || ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	$shown  = 10;
	$broken = curadoria_afiliados_broken_links( $shown + 1 );
	if ( ! $broken ) {
		return;
	}
	?>
	<div class="notice notice-error" id="curadoria-afiliados-broken-links">
		<p><strong><?php esc_html_e( 'Links de afiliado quebrados', 'curadoria-afiliados' ); ?></strong> —
			<?php esc_html_e( 'a loja respondeu 404 ou 410 em duas verificações seguidas. O site continua mostrando esses produtos: corrija o link ou despublique o post.', 'curadoria-afiliados' ); ?></p>
		<ul style="list-style: disc; margin-left: 2em;">
			<?php foreach ( array_slice( $broken, 0, $shown ) as $post ) : ?>
				<?php $edit = get_edit_post_link( $post->ID ); ?>
				<li>
					<?php if ( $edit && current_user_can( 'edit_post', $post->ID ) ) : ?>
						<a href="<?php echo esc_url( $edit ); ?>"><?php echo esc_html( get_the_title( $post ) ); ?></a>
					<?php else : ?>
						<?php echo esc_html( get_the_title( $post ) ); ?>
					<?php endif; ?>
					— <code><?php echo esc_html( (string) get_post_meta( $post->ID, 'affiliate_url', true ) ); ?></code>
				</li>
			<?php endforeach; ?>
		</ul>
		<?php if ( count( $broken ) > $shown ) : ?>
			<p><a href="<?php echo esc_url( admin_url( 'edit.php?curadoria_link=broken' ) ); ?>"><?php esc_html_e( 'Ver todos os posts com link quebrado', 'curadoria-afiliados' ); ?></a></p>
		<?php endif; ?>
	</div>
	<?php
}
add_action( 'admin_notices', 'curadoria_afiliados_broken_links_notice' );

/**
 * edit.php?curadoria_link=broken lists only the posts with a broken link.
 *
 * @param WP_Query $query Query.
 */
function curadoria_afiliados_filter_broken( $query ) {
	if ( ! is_admin() || ! $query->is_main_query() || 'broken' !== ( $_GET['curadoria_link'] ?? '' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return;
	}
	$query->set( 'meta_key', CURADORIA_AFILIADOS_LINK_STATUS_META );
	$query->set( 'meta_value', 'broken' );
}
add_action( 'pre_get_posts', 'curadoria_afiliados_filter_broken' );
