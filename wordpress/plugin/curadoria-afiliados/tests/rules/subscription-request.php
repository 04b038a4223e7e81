<?php
/**
 * Tests of rules/subscription-request.php: what a subscription form may ask for.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * A form's request.
 */
final class Subscription_Request_Rules_Test extends TestCase {

	/**
	 * The newsletter, or one product with or without a target.
	 */
	public function test_the_newsletter_or_one_product() {
		$newsletter = curadoria_afiliados_subscription_from_data(
			array(
				'email'      => 'ana@example.com',
				'newsletter' => true,
				'website'    => '',
				'elapsed_ms' => 4200,
			)
		);
		$this->assertSame( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER, $newsletter['purpose'] );
		$this->assertSame( 0, $newsletter['post'] );
		$this->assertSame( 4200, $newsletter['elapsed_ms'] );
		$alert = curadoria_afiliados_subscription_from_data(
			array(
				'product'         => 12,
				'target_cents'    => 29990,
				'consent_version' => 2,
			)
		);
		$this->assertSame( array( CURADORIA_AFILIADOS_PURPOSE_ALERT, 12, 29990, 2 ), array( $alert['purpose'], $alert['post'], $alert['target_cents'], $alert['consent_version'] ) );
		$this->assertNull( curadoria_afiliados_subscription_from_data( array( 'product' => 12 ) )['target_cents'] );
	}

	/**
	 * Neither, both, or values of the wrong type: no request.
	 */
	public function test_anything_else_is_malformed() {
		$malformed = array(
			array(),
			array( 'newsletter' => false ),
			array( 'newsletter' => 'true' ),
			array(
				'newsletter' => true,
				'product'    => 12,
			),
			array( 'product' => '12' ),
			array( 'product' => 0 ),
			array(
				'product'      => 12,
				'target_cents' => 0,
			),
			array(
				'product'      => 12,
				'target_cents' => 299.9,
			),
			array(
				'newsletter'   => true,
				'target_cents' => 100,
			),
			array(
				'product'         => 12,
				'consent_version' => '1',
			),
		);
		foreach ( $malformed as $data ) {
			$this->assertNull( curadoria_afiliados_subscription_from_data( $data ), wp_json_encode_for_test( $data ) );
		}
		$this->assertNull( curadoria_afiliados_subscription_from_data( 'newsletter' ) );
	}
}

/**
 * JSON for a failure message (the unit suite runs without WordPress's wp_json_encode()).
 *
 * @param mixed $data Data.
 * @return string
 */
function wp_json_encode_for_test( $data ) {
	return (string) json_encode( $data );
}
