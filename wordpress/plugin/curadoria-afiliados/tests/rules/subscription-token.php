<?php
/**
 * Tests of rules/subscription-token.php: the links' tokens are unguessable
 * and single-purpose.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * The subscription links' tokens.
 */
final class Subscription_Token_Rules_Test extends TestCase {

	/** A key standing in for the one derived from wp-config.php's salts. */
	private const KEY = 'not-the-sites-key';

	/** A handle as the tables keep them. */
	private const HANDLE = 'AAAAAAAAAAAAAAAAAAAAAA';

	/** A confirmation's nonce. */
	private const NONCE = 'BBBBBBBBBBBBBBBBBBBBBB';

	/**
	 * A token made for a purpose verifies for it.
	 */
	public function test_a_token_verifies_for_its_purpose_handle_and_nonce() {
		$token = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_CONFIRM, self::HANDLE, self::NONCE, self::KEY );
		$this->assertTrue( curadoria_afiliados_token_verify( $token, CURADORIA_AFILIADOS_TOKEN_CONFIRM, self::HANDLE, self::NONCE, self::KEY ) );
		$this->assertSame( self::HANDLE, curadoria_afiliados_token_handle( $token ) );
		$unsubscribe = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, self::HANDLE, '', self::KEY );
		$this->assertTrue( curadoria_afiliados_token_verify( $unsubscribe, CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, self::HANDLE, '', self::KEY ) );
	}

	/**
	 * One purpose per token: a confirmation token never unsubscribes, an
	 * unsubscribe token never confirms, and neither turns a confirmation down.
	 */
	public function test_a_token_serves_one_purpose_only() {
		$purposes = array( CURADORIA_AFILIADOS_TOKEN_CONFIRM, CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, CURADORIA_AFILIADOS_TOKEN_DECLINE );
		foreach ( $purposes as $made_for ) {
			$token = curadoria_afiliados_token_make( $made_for, self::HANDLE, self::NONCE, self::KEY );
			foreach ( $purposes as $used_for ) {
				if ( $used_for !== $made_for ) {
					$this->assertFalse( curadoria_afiliados_token_verify( $token, $used_for, self::HANDLE, self::NONCE, self::KEY ), "$made_for used for $used_for" );
				}
			}
		}
	}

	/**
	 * A confirmation token works only while its nonce is the address's
	 * outstanding one: a newer e-mail, or using it once, ends it.
	 */
	public function test_a_confirmation_token_dies_with_its_nonce() {
		$token = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_CONFIRM, self::HANDLE, self::NONCE, self::KEY );
		$this->assertFalse( curadoria_afiliados_token_verify( $token, CURADORIA_AFILIADOS_TOKEN_CONFIRM, self::HANDLE, 'CCCCCCCCCCCCCCCCCCCCCC', self::KEY ) );
		$this->assertFalse( curadoria_afiliados_token_verify( $token, CURADORIA_AFILIADOS_TOKEN_CONFIRM, self::HANDLE, '', self::KEY ) );
		$blank = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_CONFIRM, self::HANDLE, '', self::KEY );
		$this->assertFalse( curadoria_afiliados_token_verify( $blank, CURADORIA_AFILIADOS_TOKEN_CONFIRM, self::HANDLE, '', self::KEY ), 'no confirmation outstanding' );
		$declined = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_DECLINE, self::HANDLE, '', self::KEY );
		$this->assertFalse( curadoria_afiliados_token_verify( $declined, CURADORIA_AFILIADOS_TOKEN_DECLINE, self::HANDLE, '', self::KEY ), 'no confirmation to decline' );
	}

	/**
	 * Without the site's key, nobody makes a token: another key, another
	 * handle or a changed character fails.
	 */
	public function test_a_token_cannot_be_made_or_changed_without_the_key() {
		$token = curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, self::HANDLE, '', self::KEY );
		$this->assertFalse( curadoria_afiliados_token_verify( curadoria_afiliados_token_make( CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, self::HANDLE, '', 'another key' ), CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, self::HANDLE, '', self::KEY ) );
		$this->assertFalse( curadoria_afiliados_token_verify( $token, CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, 'DDDDDDDDDDDDDDDDDDDDDD', '', self::KEY ) );
		$changed = substr( $token, 0, -1 ) . ( 'A' === substr( $token, -1 ) ? 'B' : 'A' );
		$this->assertFalse( curadoria_afiliados_token_verify( $changed, CURADORIA_AFILIADOS_TOKEN_UNSUBSCRIBE, self::HANDLE, '', self::KEY ) );
	}

	/**
	 * Only a token's shape names a handle.
	 */
	public function test_only_a_token_shaped_value_names_a_handle() {
		foreach ( array( null, 12, '', self::HANDLE, self::HANDLE . '.', self::HANDLE . '.short', self::HANDLE . '.' . str_repeat( '+', 22 ), array() ) as $value ) {
			$this->assertNull( curadoria_afiliados_token_handle( $value ) );
		}
	}

	/**
	 * Handles and nonces are 128 random bits, URL-safe.
	 */
	public function test_random_values_are_128_bits_and_url_safe() {
		$seen = array();
		for ( $i = 0; $i < 50; $i++ ) {
			$value = curadoria_afiliados_token_random();
			$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{22}$/', $value );
			$seen[ $value ] = true;
		}
		$this->assertCount( 50, $seen );
	}
}
