<?php
/**
 * Router for PHP's built-in web server (`php -S ... -t .wordpress/site wordpress/router.php`),
 * doing what WordPress's .htaccess does under Apache:
 *   - an existing file (or a directory with an index) is served by php -S itself,
 *     which also executes .php files such as wp-login.php and wp-admin/*;
 *   - everything else (pretty permalinks, /wp-json/...) goes to index.php.
 *
 * With CURADORIA_COMPRESS=1 (WORDPRESS_COMPRESS=1 bash wordpress/up.sh) PHP compresses its own
 * pages (zlib.output_compression), as a production host does. php -S would then garble the static
 * files it serves itself, so this script sends them, gzipping the text ones.
 */

$root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Never route into dot-files (salts, .htaccess copies, ...).
if ( preg_match( '#/\.#', $path ) ) {
	http_response_code( 404 );
	return true;
}

if ( '/' !== $path && file_exists( $root . $path ) ) {
	if ( is_dir( $root . $path ) ) {
		// wp-admin links rely on the trailing slash.
		if ( '/' !== substr( $path, -1 ) ) {
			$query = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
			header( 'Location: ' . $path . '/' . ( $query ? '?' . $query : '' ), true, 301 );
			return true;
		}
		if ( is_file( $root . $path . 'index.php' ) || is_file( $root . $path . 'index.html' ) ) {
			return false;
		}
	} elseif ( '1' === getenv( 'CURADORIA_COMPRESS' ) && 'php' !== strtolower( pathinfo( $path, PATHINFO_EXTENSION ) ) ) {
		curadoria_send_static( $root . $path );
		return true;
	} else {
		return false; // static file or a real .php entry point: let php -S handle it
	}
}

// Front controller, as mod_rewrite would do.
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir( $root );
require $root . '/index.php';

/**
 * Sends a static file as a compressing web server would: text types gzipped when the client
 * accepts it, binary types as they are.
 */
function curadoria_send_static( string $file ): void {
	// Our own encoding below; zlib would compress the (already compressed) body again.
	ini_set( 'zlib.output_compression', '0' );
	$types     = array(
		'css'   => 'text/css; charset=utf-8',
		'js'    => 'text/javascript; charset=utf-8',
		'mjs'   => 'text/javascript; charset=utf-8',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'xml'   => 'application/xml',
		'txt'   => 'text/plain; charset=utf-8',
		'html'  => 'text/html; charset=utf-8',
		'map'   => 'application/json',
		'woff2' => 'font/woff2',
		'woff'  => 'font/woff',
		'ttf'   => 'font/ttf',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'avif'  => 'image/avif',
		'ico'   => 'image/x-icon',
	);
	$extension = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	$type      = $types[ $extension ] ?? 'application/octet-stream';
	$body      = (string) file_get_contents( $file );
	$is_text   = 1 === preg_match( '#^(text/|application/(json|xml)|image/svg)#', $type );
	header( 'Content-Type: ' . $type );
	header( 'Cache-Control: public, max-age=86400' );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', (int) filemtime( $file ) ) . ' GMT' );
	if ( $is_text ) {
		header( 'Vary: Accept-Encoding' );
		if ( false !== stripos( $_SERVER['HTTP_ACCEPT_ENCODING'] ?? '', 'gzip' ) ) {
			$body = (string) gzencode( $body, 6 );
			header( 'Content-Encoding: gzip' );
		}
	}
	header( 'Content-Length: ' . strlen( $body ) );
	if ( 'HEAD' !== $_SERVER['REQUEST_METHOD'] ) {
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput -- a file sent as is
	}
}
