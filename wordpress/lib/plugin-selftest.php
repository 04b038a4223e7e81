<?php
/**
 * In-process checks of the curadoria-afiliados plugin that curl cannot reach:
 * sanitisers, allow-list parsing/matching (incl. the empty-list and "*" rules
 * that the local setup does not use) and the meta box save path (nonce and
 * capability). Run by wordpress/check.sh; prints "ok"/"FAIL" lines, exits 1
 * on any failure. Creates one temporary draft and deletes it again.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$site_url                   = getenv( 'WP_SITE_URL' );
$_SERVER['HTTP_HOST']       = parse_url( $site_url, PHP_URL_HOST ) . ':' . parse_url( $site_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';

$failures = 0;
function expect( $label, $actual, $expected ) {
	global $failures;
	if ( $actual === $expected ) {
		echo "ok   plugin: $label\n";
	} else {
		++$failures;
		echo "FAIL plugin: $label\n     expected " . var_export( $expected, true ) . "\n     got      " . var_export( $actual, true ) . "\n";
	}
}

// --- sanitisers -------------------------------------------------------------
expect( 'price strips tags', curadoria_afiliados_sanitize_price( '<b>R$ 10,00</b>' ), 'R$ 10,00' );
expect( 'price max 50 chars', mb_strlen( curadoria_afiliados_sanitize_price( str_repeat( 'á', 80 ) ) ), 50 );
expect( 'url keeps https', curadoria_afiliados_sanitize_url( 'https://www.amazon.com.br/dp/X?tag=c-20&x=1' ), 'https://www.amazon.com.br/dp/X?tag=c-20&x=1' );
expect( 'url rejects javascript:', curadoria_afiliados_sanitize_url( 'javascript:alert(1)' ), '' );
expect( 'url rejects JaVaScRiPt: with spaces', curadoria_afiliados_sanitize_url( '  JaVaScRiPt:alert(1)' ), '' );
expect( 'url rejects data:', curadoria_afiliados_sanitize_url( 'data:text/html,<script>alert(1)</script>' ), '' );
expect( 'url rejects ftp:', curadoria_afiliados_sanitize_url( 'ftp://example.com/file' ), '' );
expect( 'url rejects relative', curadoria_afiliados_sanitize_url( '/produto/1' ), '' );
expect( 'registered sanitize_callback runs on update_post_meta path', sanitize_meta( 'affiliate_url', 'javascript:alert(1)', 'post', 'post' ), '' );

// --- allow-list parsing and matching ------------------------------------------
expect(
	'parse: trims, lowercases, drops junk and trailing slash',
	curadoria_afiliados_parse_origins( " https://Loja.Example.com/ \nnot an origin\n*, http://127.0.0.1:*\nhttp://localhost:5173" ),
	array( 'https://loja.example.com', '*', 'http://127.0.0.1:*', 'http://localhost:5173' )
);
$list = array( 'https://loja.example.com', 'http://127.0.0.1:*' );
expect( 'empty list allows any origin with *', curadoria_afiliados_cors_origin( 'https://qualquer.example', array() ), '*' );
expect( 'exact origin echoed', curadoria_afiliados_cors_origin( 'https://loja.example.com', $list ), 'https://loja.example.com' );
expect( 'port wildcard matches any port', curadoria_afiliados_cors_origin( 'http://127.0.0.1:4173', $list ), 'http://127.0.0.1:4173' );
expect( 'port wildcard does not match other hosts', curadoria_afiliados_cors_origin( 'http://127.0.0.1:80.evil.example', $list ), null );
expect( 'port wildcard needs a port', curadoria_afiliados_cors_origin( 'http://127.0.0.1', $list ), null );
expect( 'other origin refused', curadoria_afiliados_cors_origin( 'https://evil.example', $list ), null );
expect( 'no Origin header: nothing sent', curadoria_afiliados_cors_origin( '', $list ), null );
expect( '"*" entry: other origins get *', curadoria_afiliados_cors_origin( 'https://evil.example', array( 'https://loja.example.com', '*' ) ), '*' );
expect( '"*" entry: listed origin still echoed', curadoria_afiliados_cors_origin( 'https://loja.example.com', array( 'https://loja.example.com', '*' ) ), 'https://loja.example.com' );

// --- meta box save: nonce and capability --------------------------------------
$admins = get_users( array( 'role' => 'administrator', 'number' => 1 ) );
wp_set_current_user( $admins[0]->ID );
$post_id = wp_insert_post(
	array(
		'post_title'  => 'selftest temporário',
		'post_status' => 'draft',
		'post_type'   => 'post',
	)
);
try {
	$save = static function ( array $post ) use ( $post_id ) {
		$_POST = $post;
		curadoria_afiliados_save_meta_box( $post_id );
		$_POST = array();
		clean_post_cache( $post_id );
		wp_cache_delete( $post_id, 'post_meta' );
		return array( get_post_meta( $post_id, 'price', true ), get_post_meta( $post_id, 'affiliate_url', true ) );
	};
	$fields = array(
		'curadoria_afiliados_price'         => wp_slash( 'R$ 1.234,56 <script>x</script>' ),
		'curadoria_afiliados_affiliate_url' => 'https://www.example.com/oferta?tag=curadoria-20',
	);

	expect( 'save without nonce is ignored', $save( $fields ), array( '', '' ) );
	expect( 'save with a wrong nonce is ignored', $save( $fields + array( 'curadoria_afiliados_nonce' => 'deadbeef00' ) ), array( '', '' ) );
	$nonce = wp_create_nonce( 'curadoria_afiliados_save_' . $post_id );
	expect(
		'editor save with nonce stores sanitised values',
		$save( $fields + array( 'curadoria_afiliados_nonce' => $nonce ) ),
		array( 'R$ 1.234,56', 'https://www.example.com/oferta?tag=curadoria-20' )
	);
	expect(
		'javascript: link from the form removes the meta',
		$save( array( 'curadoria_afiliados_affiliate_url' => 'javascript:alert(1)', 'curadoria_afiliados_nonce' => $nonce ) ),
		array( 'R$ 1.234,56', '' )
	);

	wp_set_current_user( 0 ); // anonymous: valid nonce for user 0, but no edit_post capability
	$anon_nonce = wp_create_nonce( 'curadoria_afiliados_save_' . $post_id );
	expect(
		'save without edit_post capability is ignored',
		$save( array( 'curadoria_afiliados_price' => 'R$ 0,01', 'curadoria_afiliados_nonce' => $anon_nonce ) ),
		array( 'R$ 1.234,56', '' )
	);
	expect( 'anonymous cannot write meta through REST auth_callback', curadoria_afiliados_meta_auth( false, 'price', $post_id ), false );
} finally {
	wp_set_current_user( $admins[0]->ID );
	wp_delete_post( $post_id, true );
}

exit( $failures ? 1 : 0 );
