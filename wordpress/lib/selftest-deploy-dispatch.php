<?php
/**
 * Part of lib/plugin-selftest.php: a deploy hook that is GitHub's
 * repository_dispatch endpoint gets the event and the token GitHub wants
 * (the site's deploy workflow, .github/workflows/deploy.yml, runs on it), and
 * nothing is sent without the token. The request is checked as built; it is
 * never sent (the checks run without network).
 *
 * Defines CURADORIA_DEPLOY_HOOK_TOKEN: require it after the checks that need
 * the constant undefined.
 *
 * @package CuradoriaAfiliados
 */

$dispatch = 'https://api.github.com/repos/dono/achados/dispatches';
expect( 'github: repository_dispatch URL recognised', curadoria_afiliados_is_github_dispatch( $dispatch ), true );
expect( 'github: the URL passes the deploy hook rules', curadoria_afiliados_sanitize_deploy_hook( $dispatch, false ), $dispatch );
foreach ( array(
	'https://api.netlify.com/build_hooks/65a1b2c3',
	'https://api.github.com/repos/dono/achados/actions/workflows/deploy.yml/dispatches',
	'https://api.github.com/repos/dono/achados/dispatches?x=1',
	'https://api.github.com.evil.example/repos/dono/achados/dispatches',
	'http://api.github.com/repos/dono/achados/dispatches',
) as $other ) {
	expect( "github: not a repository_dispatch URL: $other", curadoria_afiliados_is_github_dispatch( $other ), false );
}

$build_hook_args = curadoria_afiliados_deploy_hook_args( 'https://api.netlify.com/build_hooks/65a1b2c3', false );
expect(
	"a host's build hook still gets an empty JSON POST, without a token",
	array( $build_hook_args['body'], isset( $build_hook_args['headers']['Authorization'] ) ),
	array( '{}', false )
);

if ( ! defined( 'CURADORIA_DEPLOY_HOOK_TOKEN' ) ) {
	$missing = curadoria_afiliados_deploy_hook_args( $dispatch, true );
	expect( 'github without CURADORIA_DEPLOY_HOOK_TOKEN: nothing to send', is_wp_error( $missing ) ? $missing->get_error_code() : 'sent', 'curadoria_afiliados_no_deploy_token' );

	global $wpdb;
	$wpdb->query( 'START TRANSACTION' );
	try {
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $dispatch );
		$notice = curadoria_afiliados_deploy_hook_trigger_now();
		expect( "github without the token: 'Disparar rebuild agora' says what is missing", array( $notice['type'], false !== strpos( $notice['message'], 'CURADORIA_DEPLOY_HOOK_TOKEN' ) ), array( 'error', true ) );
	} finally {
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
	}

	define( 'CURADORIA_DEPLOY_HOOK_TOKEN', ' github_pat_selftest ' );
	$args = curadoria_afiliados_deploy_hook_args( $dispatch, false );
	expect(
		'github: the repository_dispatch event, with the token GitHub wants',
		array( json_decode( $args['body'], true ), $args['headers']['Authorization'], $args['headers']['Accept'], $args['headers']['X-GitHub-Api-Version'] ),
		array( array( 'event_type' => 'wordpress-content' ), 'Bearer github_pat_selftest', 'application/vnd.github+json', '2022-11-28' )
	);
} else {
	echo "skip plugin: deploy hook to GitHub without a token (CURADORIA_DEPLOY_HOOK_TOKEN is defined in wp-config.php)\n";
}
