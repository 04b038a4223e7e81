<?php
/**
 * Tests of includes/price-rest-validation.php: a REST write of product meta
 * that is not valid is refused before anything is stored.
 *
 * @package CuradoriaAfiliados
 */

/**
 * REST validation of the product meta.
 */
final class Price_Rest_Validation_Test extends Curadoria_Test_Case {

	/**
	 * The test's post: a price and two offers, with their history.
	 *
	 * @var int
	 */
	private $post;

	/**
	 * The post, as the administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->log_in_as_admin();
		$this->post = $this->create_post();
		update_post_meta( $this->post, 'price', 'R$ 999,00' );
		update_post_meta( $this->post, 'offers', self::OFFERS );
		curadoria_afiliados_history_flush();
	}

	/**
	 * A write of meta (and title); its status and data.
	 *
	 * @param array $meta Meta.
	 * @return WP_REST_Response
	 */
	private function write( array $meta ) {
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $this->post,
			array(),
			array(
				'meta'  => $meta,
				'title' => 'não deve mudar',
			)
		);
		clean_post_cache( $this->post );
		return $response;
	}

	/**
	 * Writes that must be refused, and what the message says.
	 *
	 * @return array[]
	 */
	public function refused_writes() {
		return array(
			'unreadable meta.price'                  => array( array( 'price' => 'R$ 12,50 à vista' ), 'não é um valor em reais' ),
			'zero meta.price'                        => array( array( 'price' => 'R$ 0,00' ), 'não é um valor em reais' ),
			'meta.price and price_cents that differ' => array( array( 'price' => 'R$ 10,00', 'price_cents' => 2000 ), 'valores diferentes' ),
			'negative price_cents'                   => array( array( 'price_cents' => -1 ), '' ),
			'price_cents as text'                    => array( array( 'price_cents' => '12,90' ), '' ),
			'another currency'                       => array( array( 'price_currency' => 'USD' ), '' ),
			'an offer with a javascript: link'       => array( array( 'offers' => array( array( 'store' => 'X', 'price_cents' => 100, 'url' => 'javascript:alert(1)' ) ) ), '' ),
			'an offer with an ftp link'              => array( array( 'offers' => array( array( 'store' => 'X', 'price_cents' => 100, 'url' => 'ftp://loja.example/x' ) ) ), '' ),
			'an offer without an amount'             => array( array( 'offers' => array( array( 'store' => 'X', 'url' => 'https://loja.example/x' ) ) ), '' ),
			'an offer of 0 centavos'                 => array( array( 'offers' => array( array( 'store' => 'X', 'price_cents' => 0, 'url' => 'https://loja.example/x' ) ) ), '' ),
			'an offer with a blank store'            => array( array( 'offers' => array( array( 'store' => '   ', 'price_cents' => 100, 'url' => 'https://loja.example/x' ) ) ), 'informe o nome da loja' ),
			'the same store twice'                   => array( array( 'offers' => array( self::OFFERS[0], array( 'store' => 'amazon' ) + self::OFFERS[1] ) ), 'já aparece em outra oferta' ),
			'an offer with another field'            => array( array( 'offers' => array( self::OFFERS[0] + array( 'cupom' => 'X' ) ) ), '' ),
		);
	}

	/**
	 * Each is refused with WordPress's own 400 for a bad parameter, saying
	 * why, and nothing of the write is stored: title, price, offers, history.
	 *
	 * @dataProvider refused_writes
	 * @param array  $meta    Meta written.
	 * @param string $message Part of the message.
	 */
	public function test_an_invalid_write_is_refused_and_stores_nothing( array $meta, $message ) {
		$title    = get_post( $this->post )->post_title;
		$response = $this->write( $meta );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] ?? '' );
		$this->assertStringContainsString( $message, (string) ( $response->get_data()['message'] ?? '' ) );
		$this->assertSame( $title, get_post( $this->post )->post_title );
		$this->assertSame( array( 'R$ 999,00', '99900', 'BRL' ), array( $this->stored_meta( $this->post, 'price' ), $this->stored_meta( $this->post, 'price_cents' ), $this->stored_meta( $this->post, 'price_currency' ) ) );
		$this->assertSame( self::OFFERS, self::stored_fields( $this->rest( 'GET', '/wp/v2/posts/' . $this->post )->get_data()['meta']['offers'] ) );
		$this->assertCount( 2, $this->history_rows( $this->post ) );
	}

	/**
	 * A client sending back the old text it read is not refused.
	 */
	public function test_an_old_unreadable_text_sent_back_unchanged_is_accepted() {
		$this->write_raw_meta( $this->post, 'price', 'sob consulta' );
		$this->assertSame( 200, $this->write( array( 'price' => 'sob consulta' ) )->get_status() );
	}
}
