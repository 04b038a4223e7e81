<?php
/**
 * Tests of includes/safe-http.php: outgoing requests to addresses users type
 * are checked when they are sent (names resolved), and refused ones never
 * open a connection.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Requests to addresses typed by users.
 */
final class Safe_Http_Test extends Curadoria_Test_Case {

	/**
	 * Targets refused before any connection, and whether a local WordPress
	 * (which may reach itself on a high port) refuses them too.
	 *
	 * @return array[]
	 */
	public function refused_targets() {
		return array(
			'cloud metadata, local'            => array( 'https://169.254.169.254/latest/meta-data/', true ),
			'cloud metadata, production'       => array( 'https://169.254.169.254/latest/meta-data/', false ),
			'localhost:22, local'              => array( 'http://localhost:22', true ),
			'localhost:22, production'         => array( 'http://localhost:22', false ),
			'https to localhost, production'   => array( 'https://localhost:8443/hook', false ),
			'https to [::1], production'       => array( 'https://[::1]:8443/hook', false ),
			'a private address, local'         => array( 'https://10.1.2.3/hook', true ),
			'a private address, production'    => array( 'https://10.1.2.3/hook', false ),
		);
	}

	/**
	 * They are refused, and no request goes out.
	 *
	 * @dataProvider refused_targets
	 * @param string $url            Target.
	 * @param bool   $allow_loopback Whether the machine itself may be reached.
	 */
	public function test_a_refused_target_is_never_connected_to( $url, $allow_loopback ) {
		$attempts = 0;
		$this->add_filter(
			'pre_http_request',
			static function ( $pre ) use ( &$attempts ) {
				++$attempts;
				return $pre;
			}
		);
		$check = curadoria_afiliados_check_target( $url, $allow_loopback );
		$this->assertSame( 'curadoria_afiliados_target_refused', is_wp_error( $check ) ? $check->get_error_code() : 'allowed' );
		$this->assertInstanceOf( WP_Error::class, curadoria_afiliados_safe_request( 'POST', $url, array( 'timeout' => 1 ), $allow_loopback ) );
		$this->assertSame( 0, $attempts, 'no connection attempted' );
	}

	/**
	 * A listener on the machine itself, on a high port: allowed locally only.
	 */
	public function test_the_machine_itself_on_a_high_port_is_allowed_only_locally() {
		$this->assertIsArray( curadoria_afiliados_check_target( 'http://127.0.0.1:8123/hook', true ) );
		$this->assertInstanceOf( WP_Error::class, curadoria_afiliados_check_target( 'http://localhost:8123/hook', false ) );
	}
}
