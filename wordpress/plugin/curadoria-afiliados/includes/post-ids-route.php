<?php
/**
 * GET /wp-json/curadoria/v1/post-ids: the ids of every published post, in
 * one answer. The site's update (npm run build:update) compares them with its
 * last build to find the posts deleted, unpublished or made private since;
 * through the core REST API that is a page of 100 ids per request, 500
 * requests at 50,000 posts. Published posts are public, and so are their ids.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/**
 * Register /curadoria/v1/post-ids.
 */
function curadoria_afiliados_register_post_ids_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		'/post-ids',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'curadoria_afiliados_rest_post_ids',
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_post_ids_route' );

/**
 * GET /curadoria/v1/post-ids: `{ "ids": [...] }`, ascending. The same posts
 * as the core listing shows a visitor: post type `post`, status `publish`
 * (password-protected ones included).
 *
 * @return WP_REST_Response
 */
function curadoria_afiliados_rest_post_ids() {
	global $wpdb;
	$ids = $wpdb->get_col(
		$wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = %s ORDER BY ID", 'post', 'publish' )
	);
	return new WP_REST_Response( array( 'ids' => array_map( 'intval', $ids ) ), 200 );
}
