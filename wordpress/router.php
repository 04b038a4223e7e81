<?php
/**
 * Router for PHP's built-in web server (`php -S ... -t .wordpress/site wordpress/router.php`),
 * doing what WordPress's .htaccess does under Apache:
 *   - an existing file (or a directory with an index) is served by php -S itself,
 *     which also executes .php files such as wp-login.php and wp-admin/*;
 *   - everything else (pretty permalinks, /wp-json/...) goes to index.php.
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
