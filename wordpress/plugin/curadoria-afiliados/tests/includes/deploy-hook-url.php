<?php
/**
 * Tests of includes/deploy-hook-url.php: which deploy hook addresses are
 * accepted, the setting that keeps the previous one, and the wp-config.php
 * constant.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The deploy hook's address.
 */
final class Deploy_Hook_Url_Test extends Curadoria_Test_Case {

	/**
	 * A public https hook is kept, without the spaces around it.
	 */
	public function test_an_https_hook_to_a_public_host_is_kept() {
		$this->assertSame( 'https://api.netlify.com/build_hooks/65a1b2c3', curadoria_afiliados_sanitize_deploy_hook( ' https://api.netlify.com/build_hooks/65a1b2c3 ' ) );
		$this->assertSame( 'https://api.netlify.com/build_hooks/x', curadoria_afiliados_sanitize_deploy_hook( 'https://api.netlify.com/build_hooks/x', false ) );
	}

	/**
	 * The local WordPress says it is one (up.sh sets WP_ENVIRONMENT_TYPE).
	 */
	public function test_this_wordpress_is_a_local_environment() {
		$this->assertTrue( curadoria_afiliados_is_local() );
	}

	/**
	 * Locally, the machine itself on a port from 1024 up.
	 *
	 * @return array[]
	 */
	public function local_hooks() {
		return array(
			'http to 127.0.0.1 on a high port' => array( 'http://127.0.0.1:8123/hook', 'http://127.0.0.1:8123/hook' ),
			'http to localhost on a high port' => array( 'http://localhost:8123/hook', 'http://localhost:8123/hook' ),
			'localhost:22 (privileged port)'   => array( 'http://localhost:22', '' ),
			'loopback on port 80'              => array( 'http://localhost/hook', '' ),
		);
	}

	/**
	 * On a local WordPress.
	 *
	 * @dataProvider local_hooks
	 * @param string $url      URL.
	 * @param string $expected Sanitised.
	 */
	public function test_locally_the_machine_itself_only_on_a_high_port( $url, $expected ) {
		$this->assertSame( $expected, curadoria_afiliados_sanitize_deploy_hook( $url ) );
	}

	/**
	 * Elsewhere, never the machine itself.
	 *
	 * @return array[]
	 */
	public function loopback_hooks() {
		return array(
			'http to 127.0.0.1'  => array( 'http://127.0.0.1:8123/hook' ),
			'https to localhost' => array( 'https://localhost:8443/hook' ),
			'localhost:22'       => array( 'http://localhost:22' ),
			'https to [::1]'     => array( 'https://[::1]:8443/hook' ),
		);
	}

	/**
	 * In production.
	 *
	 * @dataProvider loopback_hooks
	 * @param string $url URL.
	 */
	public function test_in_production_the_machine_itself_is_refused( $url ) {
		$this->assertSame( '', curadoria_afiliados_sanitize_deploy_hook( $url, false ) );
	}

	/**
	 * Internal addresses.
	 *
	 * @return array[]
	 */
	public function internal_hooks() {
		return array(
			'cloud metadata'    => array( 'https://169.254.169.254/latest/meta-data/' ),
			'private 10/8'      => array( 'https://10.0.0.5/hook' ),
			'private 192.168'   => array( 'https://192.168.0.1/hook' ),
			'private 172.16/12' => array( 'https://172.16.3.4/hook' ),
			'carrier-grade NAT' => array( 'https://100.64.0.1/hook' ),
			'this network'      => array( 'https://0.0.0.0/hook' ),
		);
	}

	/**
	 * They are refused, locally and in production.
	 *
	 * @dataProvider internal_hooks
	 * @param string $url URL.
	 */
	public function test_an_internal_address_is_refused_everywhere( $url ) {
		$this->assertSame( array( '', '' ), array( curadoria_afiliados_sanitize_deploy_hook( $url ), curadoria_afiliados_sanitize_deploy_hook( $url, false ) ) );
	}

	/**
	 * Other things typed into the field.
	 *
	 * @return array[]
	 */
	public function refused_hooks() {
		return array(
			'credentials in the URL'                => array( 'https://user:secret@api.netlify.com/build_hooks/x' ),
			'plain http to another host'            => array( 'http://api.netlify.com/build_hooks/x' ),
			'http to a host starting with localhost' => array( 'http://localhost.evil.example/x' ),
			'ftp:'                                  => array( 'ftp://example.com/hook' ),
			'javascript:'                           => array( 'javascript:alert(1)' ),
			'JaVaScRiPt: after spaces'              => array( "  JaVaScRiPt:alert('x')" ),
			'a relative path'                       => array( '/build_hooks/x' ),
			'empty (disables the hook)'             => array( '' ),
		);
	}

	/**
	 * They become ''.
	 *
	 * @dataProvider refused_hooks
	 * @param string $url URL.
	 */
	public function test_anything_else_is_refused( $url ) {
		$this->assertSame( '', curadoria_afiliados_sanitize_deploy_hook( $url ) );
	}

	/**
	 * The Settings API's sanitiser: a valid URL is stored; an invalid one is
	 * refused and the previous one kept; empty turns the hook off.
	 */
	public function test_the_setting_keeps_the_previous_url_when_one_is_refused() {
		$hook = 'http://127.0.0.1:8123/hook';
		curadoria_afiliados_register_setting();
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $hook );
		$this->assertSame( $hook, get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ) );
		foreach ( array( 'ftp://example.com/hook', 'javascript:alert(1)', 'http://example.com/hook' ) as $refused ) {
			update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, $refused );
			$this->assertSame( $hook, get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ), $refused );
		}
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '' );
		$this->assertSame( '', curadoria_afiliados_deploy_hook_url() );
	}

	/**
	 * The constant in wp-config.php wins over the option, and the settings
	 * page shows it without its secret part.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_wp_config_constant_wins_and_is_shown_masked() {
		define( 'CURADORIA_DEPLOY_HOOK', 'https://api.example.com/build_hooks/abc123' );
		$this->assertSame( 'https://api.example.com/build_hooks/abc123', curadoria_afiliados_deploy_hook_url() );
		$this->assertSame( 'https://api.example.com/…c123', curadoria_afiliados_mask_url( CURADORIA_DEPLOY_HOOK ) );
	}
}
