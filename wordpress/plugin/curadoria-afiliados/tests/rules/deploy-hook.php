<?php
/**
 * Tests of rules/deploy-hook.php: the addresses a deploy hook may have,
 * GitHub's repository_dispatch, and the debounce window.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Deploy hook rules.
 */
final class Deploy_Hook_Rules_Test extends TestCase {

	/**
	 * Whether the rule allows a URL (as parse_url() splits it).
	 *
	 * @param string $url            URL.
	 * @param bool   $allow_loopback Whether the machine itself may be reached.
	 * @return bool
	 */
	private function allows( $url, $allow_loopback ) {
		return curadoria_afiliados_deploy_hook_allows( (array) parse_url( $url ), $allow_loopback );
	}

	/**
	 * https to a public host, anywhere.
	 */
	public function test_https_to_a_public_host_is_allowed() {
		$this->assertTrue( $this->allows( 'https://api.netlify.com/build_hooks/x', false ) );
	}

	/**
	 * The machine itself only on a local WordPress, on a port from 1024 up.
	 */
	public function test_the_machine_itself_only_locally_and_on_a_high_port() {
		$this->assertTrue( $this->allows( 'http://127.0.0.1:8123/hook', true ) );
		$this->assertTrue( $this->allows( 'http://localhost:8123/hook', true ) );
		$this->assertFalse( $this->allows( 'http://localhost:22', true ) );
		$this->assertFalse( $this->allows( 'http://localhost/hook', true ) );
		$this->assertFalse( $this->allows( 'http://127.0.0.1:8123/hook', false ) );
		$this->assertFalse( $this->allows( 'https://[::1]:8443/hook', false ) );
	}

	/**
	 * Private, link-local, shared and unspecified addresses never.
	 */
	public function test_an_internal_address_is_never_allowed() {
		foreach ( array( 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.5/hook', 'https://192.168.0.1/hook', 'https://172.16.3.4/hook', 'https://100.64.0.1/hook', 'https://0.0.0.0/hook' ) as $url ) {
			$this->assertFalse( $this->allows( $url, true ), $url );
		}
	}

	/**
	 * Plain http to another host, credentials, a host named like localhost.
	 */
	public function test_plain_http_credentials_and_lookalike_hosts_are_refused() {
		$this->assertFalse( $this->allows( 'http://api.netlify.com/build_hooks/x', true ) );
		$this->assertFalse( $this->allows( 'https://user:secret@api.netlify.com/build_hooks/x', true ) );
		$this->assertFalse( $this->allows( 'http://localhost.evil.example/x', true ) );
	}

	/**
	 * GitHub's repository_dispatch endpoint is recognised.
	 */
	public function test_githubs_repository_dispatch_is_recognised() {
		$this->assertTrue( curadoria_afiliados_is_github_dispatch( 'https://api.github.com/repos/dono/achados/dispatches' ) );
	}

	/**
	 * Other URLs, GitHub's or lookalikes, are not.
	 *
	 * @return array[]
	 */
	public function not_dispatches() {
		return array(
			'a host build hook'       => array( 'https://api.netlify.com/build_hooks/65a1b2c3' ),
			'a workflow dispatch'     => array( 'https://api.github.com/repos/dono/achados/actions/workflows/deploy.yml/dispatches' ),
			'with a query'            => array( 'https://api.github.com/repos/dono/achados/dispatches?x=1' ),
			'a lookalike host'        => array( 'https://api.github.com.evil.example/repos/dono/achados/dispatches' ),
			'plain http'              => array( 'http://api.github.com/repos/dono/achados/dispatches' ),
		);
	}

	/**
	 * Anything else is a plain build hook.
	 *
	 * @dataProvider not_dispatches
	 * @param string $url URL.
	 */
	public function test_other_urls_are_not_a_repository_dispatch( $url ) {
		$this->assertFalse( curadoria_afiliados_is_github_dispatch( $url ) );
	}

	/**
	 * A change is sent at once when the last call is at least the interval
	 * ago (or in the future), else at the end of the window.
	 */
	public function test_a_change_is_sent_at_once_only_outside_the_debounce_window() {
		$now = 1795900800;
		$this->assertTrue( curadoria_afiliados_deploy_hook_due( $now, 0, 60 ) );
		$this->assertTrue( curadoria_afiliados_deploy_hook_due( $now, $now - 60, 60 ) );
		$this->assertFalse( curadoria_afiliados_deploy_hook_due( $now, $now - 59, 60 ) );
		$this->assertTrue( curadoria_afiliados_deploy_hook_due( $now, $now + 3600, 60 ) );
	}
}
