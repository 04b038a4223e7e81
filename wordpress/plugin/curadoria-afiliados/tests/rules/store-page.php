<?php
/**
 * Tests of rules/store-page.php (with rules/store-page-json-ld.php,
 * rules/store-page-markup.php and rules/store-offer.php): store pages
 * written as the stores write them (tests/fixtures/stores/) read into one
 * reading, and every page that must change nothing refused.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Reading store pages.
 */
final class Store_Page_Rules_Test extends TestCase {

	/**
	 * A fixture page.
	 *
	 * @param string $name File name without .html.
	 * @return string
	 */
	private static function page( $name ) {
		return (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/stores/' . $name . '.html' );
	}

	/**
	 * Pages of six stores, each as that store writes it, and what they say.
	 *
	 * @return array[]
	 */
	public function store_pages() {
		return array(
			'Magalu: @graph, the product among related ones, a price as text' => array( 'magalu-graph', 'https://www.magazineluiza.com.br/smartphone-samsung-galaxy-a55-5g-256gb-azul/p/238128100/te/ga55/', 129990, 'in_stock', 'sku:238128100' ),
			'KaBuM!: microdata, thousands separator, a related product inside' => array( 'kabum-microdata', 'https://www.kabum.com.br/produto/461653/placa-de-video-rtx-4060-ti', 249990, 'in_stock', 'sku:461653' ),
			'Casas Bahia: an array, AggregateOffer with several offers as numbers' => array( 'casasbahia-aggregate', 'https://www.casasbahia.com.br/air-fryer-philco-4l/p/55012345', 39990, 'in_stock', 'sku:55012345' ),
			'Americanas: priceSpecification, list and selling price' => array( 'americanas-price-specification', 'https://www.americanas.com.br/produto/5102030', 159900, 'in_stock', 'productID:5102030' ),
			'a small store: Open Graph only' => array( 'loja-open-graph', 'https://www.casabonita.com.br/luminaria-de-mesa-articulada', 34990, 'in_stock', '' ),
			'Mercado Livre page: a number price' => array( 'mercadolivre-page', 'https://produto.mercadolivre.com.br/MLB-3512345678-fone-de-ouvido-bluetooth-jbl-tune-520bt-preto-_JM', 25990, 'in_stock', 'sku:MLB3512345678' ),
			'out of stock: its availability, its amount' => array( 'out-of-stock', 'https://www.magazineluiza.com.br/liquidificador/p/231234500/', 25990, 'out_of_stock', 'sku:231234500' ),
		);
	}

	/**
	 * Each store's page gives its product's price and availability, never a related product's.
	 *
	 * @dataProvider store_pages
	 * @param string $file         Fixture.
	 * @param string $url          Where it was read.
	 * @param int    $cents        Expected amount.
	 * @param string $availability Expected availability.
	 * @param string $identity     Expected identity.
	 */
	public function test_a_store_page_gives_its_product_price( $file, $url, $cents, $availability, $identity ) {
		$this->assertSame( curadoria_afiliados_store_reading( $cents, $availability, $identity ), curadoria_afiliados_read_store_page( self::page( $file ), $url ) );
	}

	/**
	 * Pages that must change nothing, and what the admin is told.
	 *
	 * @return array[]
	 */
	public function refused_pages() {
		return array(
			'a bot wall (Cloudflare)'                   => array( 'bot-wall', 'bot_wall' ),
			'a captcha'                                 => array( 'captcha', 'bot_wall' ),
			'no readable price'                         => array( 'no-price', 'no_price' ),
			'a price in dollars'                        => array( 'dollars', 'currency' ),
			'the only price is another product\'s'      => array( 'related-only', 'other_product' ),
			'two products, neither at the page address' => array( 'several-products', 'several_products' ),
			'the store\'s home'                         => array( 'store-home', 'no_price' ),
		);
	}

	/**
	 * A refused page is a failure with its reason.
	 *
	 * @dataProvider refused_pages
	 * @param string $file   Fixture.
	 * @param string $status Expected problem.
	 */
	public function test_a_page_without_a_trustworthy_price_is_refused( $file, $status ) {
		$this->assertSame( $status, curadoria_afiliados_read_store_page( self::page( $file ), 'https://www.lojaexemplo.com.br/produto/1' )['status'] );
	}

	/**
	 * Among several products, the one at the page's address is the page's.
	 */
	public function test_among_several_products_the_one_at_the_page_address_is_read() {
		$html = str_replace( '"sku":"TAB-40",', '"sku":"TAB-40","url":"https://www.lojaexemplo.com.br/tabua-de-carne-bambu",', self::page( 'several-products' ) );
		$this->assertSame( 5990, curadoria_afiliados_read_store_page( $html, 'https://www.lojaexemplo.com.br/tabua-de-carne-bambu/' )['cents'] );
	}

	/**
	 * A related-products list alone never gives a price.
	 */
	public function test_an_item_list_of_related_products_is_never_read() {
		$html = preg_replace( '/\{\s*"@type": "Product",\s*"@id": "#product".*?"url": "[^"]+"\s*\}\s*\},/s', '', self::page( 'magalu-graph' ) );
		$this->assertStringNotContainsString( '1299.90', $html );
		$this->assertSame( 'no_price', curadoria_afiliados_read_store_page( $html, 'https://www.magazineluiza.com.br/x/p/1/' )['status'] );
	}

	/**
	 * A price hidden in a bot wall's page is not read either.
	 */
	public function test_a_bot_wall_is_recognised_before_any_price() {
		$html = str_replace( '</head>', '<meta property="product:price:amount" content="1.00"><meta property="product:price:currency" content="BRL"></head>', self::page( 'bot-wall' ) );
		$this->assertSame( 'bot_wall', curadoria_afiliados_read_store_page( $html, 'https://www.loja.com.br/produto/1' )['status'] );
	}
}
