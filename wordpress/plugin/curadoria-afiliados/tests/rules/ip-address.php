<?php
/**
 * Tests of rules/ip-address.php: which addresses outgoing requests may reach.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Public and non-public addresses.
 */
final class Ip_Address_Rules_Test extends TestCase {

	/**
	 * Addresses of the public internet.
	 *
	 * @return array[]
	 */
	public function public_addresses() {
		return array(
			'Google DNS'          => array( '8.8.8.8' ),
			'a Brazilian host'    => array( '200.147.67.142' ),
			'Google DNS, IPv6'    => array( '2001:4860:4860::8888' ),
			'IPv4-mapped, public' => array( '::ffff:8.8.8.8' ),
		);
	}

	/**
	 * The machine, its networks, and the forms that hide them.
	 *
	 * @return array[]
	 */
	public function non_public_addresses() {
		return array(
			'loopback'                         => array( '127.0.0.1' ),
			'private 10/8'                     => array( '10.1.2.3' ),
			'private 172.16/12'                => array( '172.16.0.1' ),
			'private 192.168/16'               => array( '192.168.1.1' ),
			'cloud metadata (link-local)'      => array( '169.254.169.254' ),
			'carrier-grade NAT'                => array( '100.64.0.1' ),
			'this network'                     => array( '0.0.0.0' ),
			'multicast'                        => array( '224.0.0.1' ),
			'IPv6 loopback'                    => array( '::1' ),
			'IPv6 unspecified'                 => array( '::' ),
			'IPv6 unique local'                => array( 'fd00::1' ),
			'IPv6 link-local'                  => array( 'fe80::1' ),
			'IPv4-mapped loopback'             => array( '::ffff:127.0.0.1' ),
			'IPv4-mapped metadata'             => array( '::ffff:169.254.169.254' ),
			'IPv4-compatible loopback'         => array( '::127.0.0.1' ),
			'6to4 of the metadata address'     => array( '2002:a9fe:a9fe::1' ),
			'Teredo'                           => array( '2001:0:53aa:64c::1' ),
			'NAT64 of loopback'                => array( '64:ff9b::7f00:1' ),
			'IPv6 multicast'                   => array( 'ff02::1' ),
			'TEST-NET-3 (documentation)'       => array( '203.0.113.7' ),
		);
	}

	/**
	 * Public addresses may be reached.
	 *
	 * @dataProvider public_addresses
	 * @param string $ip Address.
	 */
	public function test_a_public_address_may_be_reached( $ip ) {
		$this->assertTrue( curadoria_afiliados_ip_is_public( $ip ) );
	}

	/**
	 * Internal addresses never, whatever form they take.
	 *
	 * @dataProvider non_public_addresses
	 * @param string $ip Address.
	 */
	public function test_an_internal_address_is_not_public( $ip ) {
		$this->assertFalse( curadoria_afiliados_ip_is_public( $ip ) );
	}

	/**
	 * The machine itself: 127.0.0.0/8 and ::1.
	 */
	public function test_the_machine_itself_is_loopback() {
		$this->assertSame( array( true, true, true, false ), array_map( 'curadoria_afiliados_ip_is_loopback', array( '127.0.0.1', '127.1.2.3', '::1', '10.0.0.1' ) ) );
	}
}
