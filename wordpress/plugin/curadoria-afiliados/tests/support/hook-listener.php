<?php
/**
 * Stand-in for a static host's deploy hook, started by the deploy hook tests
 * (Curadoria_Fixture_Server::start( 'hook-listener.php', 'HOOK_LISTENER_LOG' )).
 * Every request is appended to HOOK_LISTENER_LOG as one JSON line (method,
 * path, content type, user agent, body) and answered 200 {"ok":true}, like
 * Netlify/Cloudflare/Vercel do, except /redirect, answered 302 to /hook (logged
 * too). GET /ping is answered but not logged (used to
 * wait for the server to come up and as a barrier: the single-process php -S
 * serves connections in order, so a ping answered means earlier requests are
 * logged).
 *
 * @package CuradoriaAfiliados
 */

$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/ping' !== $path ) {
	$entry = array(
		'method'       => $_SERVER['REQUEST_METHOD'],
		'path'         => $path,
		'content_type' => $_SERVER['CONTENT_TYPE'] ?? ( $_SERVER['HTTP_CONTENT_TYPE'] ?? '' ),
		'user_agent'   => $_SERVER['HTTP_USER_AGENT'] ?? '',
		'body'         => file_get_contents( 'php://input' ),
		'time'         => microtime( true ),
	);
	file_put_contents( getenv( 'HOOK_LISTENER_LOG' ), json_encode( $entry, JSON_UNESCAPED_SLASHES ) . "\n", FILE_APPEND | LOCK_EX );
}
if ( '/redirect' === $path ) {
	// A hook that redirects: the plugin must not follow it (it could lead anywhere).
	header( 'Location: /hook', true, 302 );
	return true;
}
header( 'Content-Type: application/json' );
echo '{"ok":true}';
