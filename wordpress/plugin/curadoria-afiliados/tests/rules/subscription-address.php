<?php
/**
 * Tests of rules/subscription-address.php: which addresses are taken, and
 * how they are written and found.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Subscribers' addresses.
 */
final class Subscription_Address_Rules_Test extends TestCase {

	/**
	 * Everyday addresses are taken, trimmed and in lower case.
	 */
	public function test_an_address_is_kept_trimmed_and_in_lower_case() {
		$this->assertSame( 'ana.souza@example.com.br', curadoria_afiliados_normalize_email( '  Ana.Souza@Example.COM.br ' ) );
		$this->assertSame( 'joao+ofertas@gmail.com', curadoria_afiliados_normalize_email( 'joao+ofertas@gmail.com' ) );
		$this->assertSame( 'x@xn--caf-dma.com', curadoria_afiliados_normalize_email( 'x@xn--caf-dma.com' ) );
	}

	/**
	 * What a mail server would refuse is not an address.
	 */
	public function test_malformed_addresses_are_refused() {
		$refused = array(
			'',
			'ana',
			'ana@',
			'@example.com',
			'ana@@example.com',
			'ana@example',
			'ana@example.c',
			'ana.@example.com',
			'.ana@example.com',
			'an..a@example.com',
			'ana souza@example.com',
			'ana@exa mple.com',
			'ana@-example.com',
			'ana@example-.com',
			'anã@example.com',
			'ana@exemplo.com.br.',
			str_repeat( 'a', 65 ) . '@example.com',
			'a@' . str_repeat( 'b', 250 ) . '.com',
		);
		foreach ( $refused as $raw ) {
			$this->assertNull( curadoria_afiliados_normalize_email( $raw ), var_export( $raw, true ) );
		}
		foreach ( array( null, 12, array( 'ana@example.com' ), true ) as $raw ) {
			$this->assertNull( curadoria_afiliados_normalize_email( $raw ) );
		}
	}

	/**
	 * A line break would add a header to the message: never an address.
	 */
	public function test_an_address_never_carries_a_line_break() {
		$this->assertNull( curadoria_afiliados_normalize_email( "ana@example.com\r\nBcc: todos@example.com" ) );
		$this->assertNull( curadoria_afiliados_normalize_email( "ana@example.com\nX: y" ) );
	}

	/**
	 * One person is one subscriber however the address is typed.
	 */
	public function test_an_address_is_found_by_one_key_however_typed() {
		$this->assertSame(
			curadoria_afiliados_email_hash( curadoria_afiliados_normalize_email( 'Ana@Example.com' ) ),
			curadoria_afiliados_email_hash( curadoria_afiliados_normalize_email( 'ana@example.com ' ) )
		);
		$this->assertNotSame( curadoria_afiliados_email_hash( 'ana@example.com' ), curadoria_afiliados_email_hash( 'bia@example.com' ) );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', curadoria_afiliados_email_hash( 'ana@example.com' ) );
	}

	/**
	 * What is kept of a failure holds no address.
	 */
	public function test_addresses_are_masked_in_a_failure() {
		$this->assertSame(
			'SMTP Error: The following recipients failed: [endereço]: <[endereço]>: Recipient address rejected',
			curadoria_afiliados_mask_emails( 'SMTP Error: The following recipients failed: ana@rejeitado.example: <ana@rejeitado.example>: Recipient address rejected' )
		);
		$this->assertSame( 'Could not connect to SMTP host.', curadoria_afiliados_mask_emails( 'Could not connect to SMTP host.' ) );
	}
}
