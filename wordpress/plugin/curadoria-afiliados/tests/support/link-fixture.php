<?php
/**
 * Stand-in for shops answering the plugin's link checks, started by the link
 * check tests (Curadoria_Fixture_Server::start( 'link-fixture.php',
 * 'LINK_FIXTURE_LOG', 8 ): several workers, as /slow keeps one busy).
 * Every request except GET /ping is appended to LINK_FIXTURE_LOG as one JSON
 * line (method, path). Paths:
 *   /ok                 200
 *   /not-found          404            /gone            410
 *   /forbidden          403            /rate-limited    429
 *   /server-error       503
 *   /head-refused       HEAD 405, GET 200 (shops that refuse HEAD)
 *   /head-not-found     HEAD 404, GET 200 (servers that get HEAD wrong)
 *   /head-refused-get-405  405 to both
 *   /redirect           302 -> /redirect-2 -> 301 /ok
 *   /redirect-loop      302 -> itself, forever
 *   /redirect-internal  302 -> http://169.254.169.254/latest/meta-data/
 *   /redirect-relative  302 -> ok (relative Location)
 *   /slow               waits 2 s, then 200 (the test's timeout is 1 s)
 *
 * @package CuradoriaAfiliados
 */

$path   = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$method = $_SERVER['REQUEST_METHOD'];
if ( '/ping' === $path ) {
	echo 'pong';
	return true;
}
file_put_contents(
	getenv( 'LINK_FIXTURE_LOG' ),
	json_encode( array( 'method' => $method, 'path' => $path ), JSON_UNESCAPED_SLASHES ) . "\n",
	FILE_APPEND | LOCK_EX
);

$redirect = static function ( $code, $location ) {
	http_response_code( $code );
	header( 'Location: ' . $location );
};
$head     = 'HEAD' === $method;

switch ( $path ) {
	case '/ok':
		http_response_code( 200 );
		break;
	case '/not-found':
		http_response_code( 404 );
		break;
	case '/gone':
		http_response_code( 410 );
		break;
	case '/forbidden':
		http_response_code( 403 );
		break;
	case '/rate-limited':
		http_response_code( 429 );
		header( 'Retry-After: 3600' );
		break;
	case '/server-error':
		http_response_code( 503 );
		break;
	case '/head-refused':
		http_response_code( $head ? 405 : 200 );
		break;
	case '/head-not-found':
		http_response_code( $head ? 404 : 200 );
		break;
	case '/head-refused-get-405':
		http_response_code( 405 );
		break;
	case '/redirect':
		$redirect( 302, '/redirect-2' );
		break;
	case '/redirect-2':
		$redirect( 301, 'http://' . $_SERVER['HTTP_HOST'] . '/ok' );
		break;
	case '/redirect-loop':
		$redirect( 302, '/redirect-loop' );
		break;
	case '/redirect-internal':
		$redirect( 302, 'http://169.254.169.254/latest/meta-data/' );
		break;
	case '/redirect-relative':
		$redirect( 302, 'ok' );
		break;
	case '/slow':
		sleep( 2 );
		http_response_code( 200 );
		break;
	default:
		http_response_code( 404 );
}
header( 'Content-Type: text/html; charset=UTF-8' );
if ( ! $head ) {
	echo '<!doctype html><title>fixture</title>';
}
return true;
