<?php
/**
 * Tests of rules/store-api-answers.php: the answers of Amazon's Creators
 * API, Mercado Livre's items API and Shopee's affiliate API, success and
 * error, as each API writes them (tests/fixtures/apis/).
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * API answers.
 */
final class Store_Api_Answers_Rules_Test extends TestCase {

	/**
	 * A fixture answer.
	 *
	 * @param string $name File name without .json.
	 * @return string
	 */
	private static function answer( $name ) {
		return (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/apis/' . $name . '.json' );
	}

	/**
	 * Tokens.
	 */
	public function test_a_token_answer_gives_the_token_or_says_why_not() {
		$this->assertSame(
			array(
				'token'      => 'Atza|IwEBIFixtureTokenForTheLocalServer',
				'expires_in' => 3600,
			),
			curadoria_afiliados_read_token_answer( 200, self::answer( 'amazon-token' ) )
		);
		$this->assertSame( 'credentials', curadoria_afiliados_read_token_answer( 400, '{"error":"invalid_client"}' )['status'] );
		$this->assertSame( 'credentials', curadoria_afiliados_read_token_answer( 401, '' )['status'] );
		$this->assertSame( 'http_503', curadoria_afiliados_read_token_answer( 503, '' )['status'] );
		$this->assertSame( 'malformed', curadoria_afiliados_read_token_answer( 200, self::answer( 'malformed' ) )['status'] );
	}

	/**
	 * Amazon: the Buy Box's new offer, availability, errors.
	 */
	public function test_amazon_answers() {
		$this->assertSame( curadoria_afiliados_store_reading( 429900, 'in_stock', 'asin:B0CHX1W1XY' ), curadoria_afiliados_read_amazon_answer( 200, self::answer( 'amazon-get-items' ), 'B0CHX1W1XY' ) );
		$this->assertSame( curadoria_afiliados_store_reading( 18990, 'out_of_stock', 'asin:B07PGL2N7J' ), curadoria_afiliados_read_amazon_answer( 200, self::answer( 'amazon-get-items-out-of-stock' ), 'B07PGL2N7J' ) );
		$this->assertSame( 'not_found', curadoria_afiliados_read_amazon_answer( 200, self::answer( 'amazon-get-items-not-accessible' ), 'B000000000' )['status'] );
		$this->assertSame( 'not_found', curadoria_afiliados_read_amazon_answer( 200, self::answer( 'amazon-get-items' ), 'B000000000' )['status'] );
		$this->assertSame( 'credentials', curadoria_afiliados_read_amazon_answer( 401, self::answer( 'amazon-unauthorized' ), 'B0CHX1W1XY' )['status'] );
		$this->assertSame( 'http_429', curadoria_afiliados_read_amazon_answer( 429, self::answer( 'amazon-throttled' ), 'B0CHX1W1XY' )['status'] );
		$this->assertSame( 'http_500', curadoria_afiliados_read_amazon_answer( 500, '', 'B0CHX1W1XY' )['status'] );
		$this->assertSame( 'malformed', curadoria_afiliados_read_amazon_answer( 200, self::answer( 'malformed' ), 'B0CHX1W1XY' )['status'] );
	}

	/**
	 * Amazon: a used copy's price is not the product's.
	 */
	public function test_amazon_never_gives_a_used_copys_price() {
		$body = (string) json_encode(
			array(
				'itemsResult' => array(
					'items' => array(
						array(
							'asin'     => 'B0CHX1W1XY',
							'offersV2' => array(
								'listings' => array(
									array(
										'condition'      => array( 'value' => 'Used' ),
										'isBuyBoxWinner' => true,
										'price'          => array( 'money' => array( 'amount' => 3500, 'currency' => 'BRL' ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
									),
								),
							),
						),
					),
				),
			)
		);
		$this->assertSame( 'no_price', curadoria_afiliados_read_amazon_answer( 200, $body, 'B0CHX1W1XY' )['status'] );
	}

	/**
	 * Amazon: a price Amazon forbids showing is never shown.
	 */
	public function test_amazon_never_gives_a_price_that_violates_map() {
		$body = str_replace( '"violatesMAP": false', '"violatesMAP": true', self::answer( 'amazon-get-items' ) );
		$this->assertSame( 'no_price', curadoria_afiliados_read_amazon_answer( 200, $body, 'B0CHX1W1XY' )['status'] );
	}

	/**
	 * Mercado Livre: the sale price of an active item; paused, gone, errors.
	 */
	public function test_mercado_livre_answers() {
		$item  = array(
			'status' => 200,
			'body'   => self::answer( 'mercadolivre-item' ),
		);
		$price = array(
			'status' => 200,
			'body'   => self::answer( 'mercadolivre-sale-price' ),
		);
		$this->assertSame( curadoria_afiliados_store_reading( 24990, 'in_stock', 'item:MLB3512345678' ), curadoria_afiliados_read_mercado_livre_answer( $item, $price, 'MLB3512345678' ) );
		$paused = array(
			'status' => 200,
			'body'   => self::answer( 'mercadolivre-item-paused' ),
		);
		$this->assertSame( curadoria_afiliados_store_reading( null, 'out_of_stock', 'item:MLB3512345678' ), curadoria_afiliados_read_mercado_livre_answer( $paused, array(), 'MLB3512345678' ) );
		$gone = array(
			'status' => 404,
			'body'   => self::answer( 'mercadolivre-not-found' ),
		);
		$this->assertSame( 'gone', curadoria_afiliados_read_mercado_livre_answer( $gone, array(), 'MLB3512345678' )['status'] );
		$refused = array(
			'status' => 401,
			'body'   => self::answer( 'mercadolivre-unauthorized' ),
		);
		$this->assertSame( 'credentials', curadoria_afiliados_read_mercado_livre_answer( $refused, array(), 'MLB3512345678' )['status'] );
		$busy = array(
			'status' => 429,
			'body'   => '',
		);
		$this->assertSame( 'http_429', curadoria_afiliados_read_mercado_livre_answer( $item, $busy, 'MLB3512345678' )['status'] );
		$broken = array(
			'status' => 200,
			'body'   => self::answer( 'malformed' ),
		);
		$this->assertSame( 'malformed', curadoria_afiliados_read_mercado_livre_answer( $broken, array(), 'MLB3512345678' )['status'] );
		$this->assertSame( 'http_502', curadoria_afiliados_read_mercado_livre_answer( array( 'status' => 502, 'body' => '' ), array(), 'MLB3512345678' )['status'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
	}

	/**
	 * Shopee: one price; a range of variations is not one; GraphQL errors.
	 */
	public function test_shopee_answers() {
		$this->assertSame( curadoria_afiliados_store_reading( 8990, 'in_stock', 'item:22093519050' ), curadoria_afiliados_read_shopee_answer( 200, self::answer( 'shopee-product-offer' ), '22093519050' ) );
		$this->assertSame( 'no_price', curadoria_afiliados_read_shopee_answer( 200, self::answer( 'shopee-product-offer-range' ), '22093519051' )['status'] );
		$this->assertSame( 'not_found', curadoria_afiliados_read_shopee_answer( 200, self::answer( 'shopee-product-offer-empty' ), '22093519050' )['status'] );
		$this->assertSame( 'credentials', curadoria_afiliados_read_shopee_answer( 200, self::answer( 'shopee-invalid-signature' ), '22093519050' )['status'] );
		$this->assertSame( 'http_429', curadoria_afiliados_read_shopee_answer( 200, self::answer( 'shopee-rate-limit' ), '22093519050' )['status'] );
		$this->assertSame( 'http_503', curadoria_afiliados_read_shopee_answer( 503, '', '22093519050' )['status'] );
		$this->assertSame( 'malformed', curadoria_afiliados_read_shopee_answer( 200, self::answer( 'malformed' ), '22093519050' )['status'] );
	}
}
