<?php
/**
 * GET /wp-json/curadoria/v1/preview/{id}?token=…: a post's preview for the
 * site's preview page, answered as GET /wp/v2/posts/{id}?_embed answers a
 * published post (content, meta with the offers, the price history, the
 * featured image and the terms embedded), with the unsaved edits of the
 * token's user when their autosave is newer than the post. Read-only; never
 * stored by a cache. Any token that does not work (expired, forged, of another
 * post, revoked, of a user who may no longer edit the post) and any post that
 * has no preview get the same 401, which says nothing of the post.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** Route of the preview below the namespace. */
const CURADORIA_AFILIADOS_PREVIEW_ROUTE = '/preview/(?P<id>\d+)';

/**
 * Register the route.
 */
function curadoria_afiliados_register_preview_route() {
	register_rest_route(
		CURADORIA_AFILIADOS_REST_NAMESPACE,
		CURADORIA_AFILIADOS_PREVIEW_ROUTE,
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'curadoria_afiliados_rest_preview',
			'permission_callback' => 'curadoria_afiliados_rest_preview_permission',
		)
	);
}
add_action( 'rest_api_init', 'curadoria_afiliados_register_preview_route' );

/**
 * The one answer to every refused preview.
 *
 * @return WP_Error
 */
function curadoria_afiliados_preview_refused() {
	return new WP_Error( 'curadoria_preview_refused', __( 'Link de pré-visualização inválido ou expirado.', 'curadoria-afiliados' ), array( 'status' => 401 ) );
}

/**
 * The token decides, never the request's cookies or user.
 *
 * @param WP_REST_Request $request Request.
 * @return true|WP_Error
 */
function curadoria_afiliados_rest_preview_permission( WP_REST_Request $request ) {
	return curadoria_afiliados_preview_reader( (int) $request['id'], $request->get_param( 'token' ) ) > 0 ? true : curadoria_afiliados_preview_refused();
}

/**
 * GET /curadoria/v1/preview/{id}.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function curadoria_afiliados_rest_preview( WP_REST_Request $request ) {
	$post_id = (int) $request['id'];
	$user_id = curadoria_afiliados_preview_reader( $post_id, $request->get_param( 'token' ) );
	if ( ! $user_id ) {
		return curadoria_afiliados_preview_refused();
	}
	return new WP_REST_Response( curadoria_afiliados_preview_data( get_post( $post_id ), $user_id ), 200 );
}

/**
 * A post as the posts route gives it to a visitor (context 'view'), with the
 * newer autosave of $user_id in place of its title, content and excerpt, its
 * whole price history (the public field is empty for a post nobody may see
 * yet) and its image and terms embedded.
 *
 * @param WP_Post $post    Post.
 * @param int     $user_id The token's user.
 * @return array
 */
function curadoria_afiliados_preview_data( WP_Post $post, $user_id ) {
	$view = new WP_REST_Request( 'GET', '/wp/v2/posts/' . $post->ID );
	$view->set_param( 'context', 'view' );
	$data = get_post_type_object( 'post' )->get_rest_controller()->prepare_item_for_response( $post, $view )->get_data();

	$autosave = wp_get_post_autosave( $post->ID, $user_id );
	if ( $autosave instanceof WP_Post && curadoria_afiliados_preview_uses_autosave( get_post_timestamp( $post, 'modified' ), get_post_timestamp( $autosave, 'modified' ) ) ) {
		$edits = ( new WP_REST_Revisions_Controller( 'post' ) )->prepare_item_for_response( $autosave, $view )->get_data();
		foreach ( array( 'title', 'content', 'excerpt' ) as $field ) {
			$data[ $field ]['rendered'] = $edits[ $field ]['rendered'];
		}
		$data['modified']     = $edits['modified'];
		$data['modified_gmt'] = $edits['modified_gmt'];
	}
	$data['price_history'] = curadoria_afiliados_price_history( $post->ID );
	$data['_embedded']     = curadoria_afiliados_preview_embedded( $post );
	return $data;
}

/**
 * What `_embed` adds for the site: the featured image and the terms. Built
 * here, not by embedding the post's links: those are requests of the visitor,
 * who may not read the image of a draft (its attachment inherits the draft's status).
 *
 * @param WP_Post $post Post.
 * @return array{wp:featuredmedia?: array, wp:term: array}
 */
function curadoria_afiliados_preview_embedded( WP_Post $post ) {
	$embed = new WP_REST_Request( 'GET' );
	$embed->set_param( 'context', 'embed' );

	$embedded = array();
	$media    = get_post( (int) get_post_thumbnail_id( $post ) );
	if ( $media instanceof WP_Post && 'attachment' === $media->post_type ) {
		$embedded['wp:featuredmedia'] = array( get_post_type_object( 'attachment' )->get_rest_controller()->prepare_item_for_response( $media, $embed )->get_data() );
	}
	$embedded['wp:term'] = array();
	foreach ( get_object_taxonomies( 'post', 'objects' ) as $taxonomy ) {
		if ( ! $taxonomy->show_in_rest ) {
			continue;
		}
		$controller            = $taxonomy->get_rest_controller();
		$terms                 = get_the_terms( $post, $taxonomy->name );
		$embedded['wp:term'][] = array_map(
			static function ( $term ) use ( $controller, $embed ) {
				return $controller->prepare_item_for_response( $term, $embed )->get_data();
			},
			is_array( $terms ) ? $terms : array()
		);
	}
	return $embedded;
}

/**
 * Neither the preview nor its refusal may be kept by a cache (a proxy, the
 * browser's): the link stops working within the hour, and the post may still change.
 *
 * @param WP_HTTP_Response $response Response.
 * @param WP_REST_Server   $server   Server.
 * @param WP_REST_Request  $request  Request.
 * @return WP_HTTP_Response
 */
function curadoria_afiliados_preview_no_store( $response, $server, $request ) {
	$route = $request instanceof WP_REST_Request ? $request->get_route() : '';
	if ( $response instanceof WP_HTTP_Response && preg_match( '#^/' . preg_quote( CURADORIA_AFILIADOS_REST_NAMESPACE, '#' ) . '/preview/#', $route ) ) {
		$response->header( 'Cache-Control', 'no-store' );
	}
	return $response;
}
add_filter( 'rest_post_dispatch', 'curadoria_afiliados_preview_no_store', 10, 3 );
