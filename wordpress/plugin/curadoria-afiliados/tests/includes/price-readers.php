<?php
/**
 * Tests of includes/price-readers.php and includes/readers/: every reader
 * against the stand-in stores and APIs (store-fixture.php), answering as the
 * stores and their APIs answer, errors included.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The readers.
 */
final class Price_Readers_Test extends Curadoria_Test_Case {

	use Curadoria_Stores;

	/**
	 * The stand-in stores.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_stand_in_stores();
	}

	/**
	 * Read a link.
	 *
	 * @param string $url Link.
	 * @return array
	 */
	private function read( $url ) {
		return curadoria_afiliados_read_offer_link( $url, array() );
	}

	/**
	 * Store pages of six stores, each read as the store writes it.
	 *
	 * @return array[]
	 */
	public function store_pages() {
		return array(
			'Magalu'        => array( 'magalu-graph', 129990 ),
			'KaBuM!'        => array( 'kabum-microdata', 249990 ),
			'Casas Bahia'   => array( 'casasbahia-aggregate', 39990 ),
			'Americanas'    => array( 'americanas-price-specification', 159900 ),
			'a small store' => array( 'loja-open-graph', 34990 ),
			'Mercado Livre' => array( 'mercadolivre-page', 25990 ),
		);
	}

	/**
	 * Each page gives its price, with its validators for the next request.
	 *
	 * @dataProvider store_pages
	 * @param string $page  Page.
	 * @param int    $cents Amount.
	 */
	public function test_a_store_page_is_read_with_its_validators( $page, $cents ) {
		$reading = $this->read( self::store( '/stores/' . $page ) );
		$this->assertSame( array( 'read', $cents, 'in_stock', 'store' ), array( $reading['status'], $reading['cents'], $reading['availability'], $reading['source'] ) );
		$this->assertSame( self::store( '/stores/' . $page ), $reading['validators']['url'] );
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $reading['validators']['etag'] );
		$again = curadoria_afiliados_read_offer_link( self::store( '/stores/' . $page ), $reading['validators'] );
		$this->assertSame( 'not_modified', $again['status'] );
	}

	/**
	 * A short link or a tracking link is followed to the product.
	 */
	public function test_a_short_link_is_followed_to_the_product() {
		$reading = $this->read( self::store( '/go?to=' . rawurlencode( self::store( '/stores/magalu-graph' ) ) ) );
		$this->assertSame( 129990, $reading['cents'] );
		$this->assertSame( array( '/robots.txt', '/go', '/stores/magalu-graph' ), $this->asked_paths() );
	}

	/**
	 * Bad answers of a store and what the admin is told.
	 *
	 * @return array[]
	 */
	public function bad_answers() {
		return array(
			'a bot wall'                => array( '/stores/bot-wall', 'bot_wall' ),
			'a captcha'                 => array( '/stores/captcha', 'bot_wall' ),
			'403'                       => array( '/status/403', 'http_403' ),
			'429'                       => array( '/status/429', 'http_429' ),
			'500'                       => array( '/status/500', 'http_500' ),
			'503'                       => array( '/status/503', 'http_503' ),
			'no readable price'         => array( '/stores/no-price', 'no_price' ),
			'another currency'          => array( '/stores/dollars', 'currency' ),
			'redirected to the home'    => array( '/gone', 'gone' ),
			'redirected to the search'  => array( '/moved-to-search', 'gone' ),
			'404'                       => array( '/status/404', 'gone' ),
			'another product\'s price'  => array( '/stores/related-only', 'other_product' ),
			'several products'          => array( '/stores/several-products', 'several_products' ),
			'a page over 2 MB'          => array( '/big', 'too_large' ),
			'disallowed by robots.txt'  => array( '/proibido/magalu-graph', 'robots' ),
		);
	}

	/**
	 * Each bad answer is a failure with its reason.
	 *
	 * @dataProvider bad_answers
	 * @param string $path   Path.
	 * @param string $status Problem.
	 */
	public function test_a_bad_answer_is_a_failure( $path, $status ) {
		$this->assertSame( $status, $this->read( self::store( $path ) )['status'] );
	}

	/**
	 * Amazon without credentials: nothing is asked, the typed price stays.
	 */
	public function test_amazon_without_credentials_is_never_asked() {
		$this->assertSame( array( 'status' => 'no_source' ), $this->read( 'https://www.amazon.com.br/dp/B0CHX1W1XY' ) );
		$this->assertSame( array( 'status' => 'no_source' ), $this->read( 'https://amzn.to/3xYzAbC' ) );
		$this->assertSame( array( 'status' => 'no_source' ), $this->read( self::store( '/go?to=' . rawurlencode( 'https://www.amazon.com.br/dp/B0CHX1W1XY?tag=x-20' ) ) ) );
		$this->assertSame( array( '/robots.txt', '/go' ), $this->asked_paths() ); // The tracking link only: Amazon's page never.
	}

	/**
	 * Amazon's Creators API: token, then GetItems with offersV2.
	 */
	public function test_amazon_creators_api() {
		$this->give_api_credentials();
		$reading = $this->read( 'https://www.amazon.com.br/Apple-iPhone-15/dp/B0CHX1W1XY?tag=curadoria-20' );
		$this->assertSame( array( 'read', 429900, 'in_stock', 'amazon' ), array( $reading['status'], $reading['cents'], $reading['availability'], $reading['source'] ) );
		$requests = $this->store_requests();
		$this->assertSame( array( '/amazon/token', '/amazon/items' ), array_column( $requests, 'path' ) );
		parse_str( $requests[0]['body'], $token );
		$this->assertSame(
			array(
				'grant_type'    => 'client_credentials',
				'client_id'     => 'amazon-id',
				'client_secret' => 'amazon-secret',
				'scope'         => 'creatorsapi/default',
			),
			$token
		);
		$this->assertSame( 'Bearer Atza|IwEBIFixtureTokenForTheLocalServer, Version 2.1', $requests[1]['authorization'] );
		$this->assertSame( 'www.amazon.com.br', $requests[1]['marketplace'] );
		$body = json_decode( $requests[1]['body'], true );
		$this->assertSame( array( array( 'B0CHX1W1XY' ), 'curadoria-20' ), array( $body['itemIds'], $body['partnerTag'] ) );
		$this->assertContains( 'offersV2.listings.price', $body['resources'] );
		// The token is kept: the next item asks GetItems only.
		$this->assertSame( 'out_of_stock', $this->read( 'https://www.amazon.com.br/dp/B07PGL2N7J' )['availability'] );
		$this->assertSame( array( '/amazon/token', '/amazon/items', '/amazon/items' ), $this->asked_paths() );
	}

	/**
	 * Amazon's errors.
	 */
	public function test_amazon_errors() {
		$this->give_api_credentials();
		foreach ( array(
			'B000000401' => 'credentials',
			'B000000429' => 'http_429',
			'B000000500' => 'http_500',
			'B0000000BD' => 'malformed',
			'B000000000' => 'not_found',
		) as $asin => $status ) {
			$this->assertSame( $status, $this->read( 'https://www.amazon.com.br/dp/' . $asin )['status'], $asin );
		}
		update_option( 'curadoria_afiliados_amazon_credential_id', 'wrong' );
		$this->assertSame( 'credentials', $this->read( 'https://www.amazon.com.br/dp/B0CHX1W1XY' )['status'] );
	}

	/**
	 * A short Amazon link is followed to its ASIN, never to Amazon's page.
	 */
	public function test_a_short_amazon_link_reaches_the_api() {
		$this->give_api_credentials();
		$reading = $this->read( self::store( '/go?to=' . rawurlencode( 'https://www.amazon.com.br/dp/B0CHX1W1XY?tag=curadoria-20' ) ) );
		$this->assertSame( array( 429900, 'amazon' ), array( $reading['cents'], $reading['source'] ) );
	}

	/**
	 * Mercado Livre's items API: the item, then its sale price; errors.
	 */
	public function test_mercado_livre_items_api() {
		$this->give_api_credentials();
		$reading = $this->read( 'https://produto.mercadolivre.com.br/MLB-3512345678-fone-jbl-_JM' );
		$this->assertSame( array( 'read', 24990, 'in_stock', 'mercado_livre' ), array( $reading['status'], $reading['cents'], $reading['availability'], $reading['source'] ) );
		$this->assertSame( array( '/ml/token', '/ml/items/MLB3512345678', '/ml/items/MLB3512345678/sale_price' ), $this->asked_paths() );
		$this->assertSame( 'Bearer APP_USR-1234567890123456-112809-fixture', $this->store_requests()[1]['authorization'] );
		$this->assertSame( 'out_of_stock', $this->read( 'https://produto.mercadolivre.com.br/MLB-3500000002-x' )['availability'] );
		foreach ( array(
			'MLB3500000000' => 'gone',
			'MLB3500000401' => 'credentials',
			'MLB3500000429' => 'http_429',
			'MLB3500000500' => 'http_503',
		) as $item => $status ) {
			$this->assertSame( $status, $this->read( 'https://produto.mercadolivre.com.br/' . substr( $item, 0, 3 ) . '-' . substr( $item, 3 ) . '-x' )['status'], $item );
		}
	}

	/**
	 * Without the owner's Mercado Livre credentials, its page is read.
	 */
	public function test_mercado_livre_without_credentials_is_read_as_a_page() {
		$this->assertFalse( ( new Curadoria_Mercado_Livre_Reader() )->reads( 'https://produto.mercadolivre.com.br/MLB-3512345678-x' ) );
		$this->assertSame( 'store', $this->read( self::store( '/stores/mercadolivre-page' ) )['source'] );
	}

	/**
	 * Shopee's affiliate API, signed; errors.
	 */
	public function test_shopee_affiliate_api() {
		$this->give_api_credentials();
		$reading = $this->read( 'https://shopee.com.br/Garrafa-Termica-i.339012345.22093519050' );
		$this->assertSame( array( 'read', 8990, 'in_stock', 'shopee' ), array( $reading['status'], $reading['cents'], $reading['availability'], $reading['source'] ) );
		$this->assertStringStartsWith( 'SHA256 Credential=123456, Timestamp=', $this->store_requests()[0]['authorization'] );
		foreach ( array(
			'22093519051' => 'no_price',
			'22093519052' => 'http_429',
			'22093519053' => 'http_502',
			'22093519054' => 'malformed',
			'22093519059' => 'not_found',
		) as $item => $status ) {
			$this->assertSame( $status, $this->read( 'https://shopee.com.br/product/339012345/' . $item )['status'], $item );
		}
		update_option( 'curadoria_afiliados_shopee_secret', 'wrong' );
		$this->assertSame( 'credentials', $this->read( 'https://shopee.com.br/product/339012345/22093519050' )['status'] );
	}
}
