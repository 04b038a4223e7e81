<?php
/**
 * Shared by the command-line scripts in this folder: wp-load.php expects a web
 * request, so give it the request fields it reads, for the site at WP_SITE_URL.
 *
 * @package CuradoriaAfiliados
 */

$curadoria_cli_site_url = (string) getenv( 'WP_SITE_URL' );

$_SERVER['HTTP_HOST']       = parse_url( $curadoria_cli_site_url, PHP_URL_HOST ) . ':' . parse_url( $curadoria_cli_site_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME']     = parse_url( $curadoria_cli_site_url, PHP_URL_HOST );
$_SERVER['SERVER_PORT']     = (string) parse_url( $curadoria_cli_site_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
