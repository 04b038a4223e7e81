<?php
/**
 * Tests of rules/price-source.php: which source reads an offer's link, and
 * a redirect to the store's front.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Price sources.
 */
final class Price_Source_Rules_Test extends TestCase {

	/**
	 * Hosts of each family, short links included.
	 */
	public function test_hosts_belong_to_their_store_family() {
		foreach ( array( 'www.amazon.com.br', 'amazon.com', 'amzn.to', 'a.co' ) as $host ) {
			$this->assertSame( 'amazon', curadoria_afiliados_store_family( $host ), $host );
		}
		foreach ( array( 'produto.mercadolivre.com.br', 'www.mercadolivre.com.br', 'meli.la', 'articulo.mercadolibre.com.ar' ) as $host ) {
			$this->assertSame( 'mercado_livre', curadoria_afiliados_store_family( $host ), $host );
		}
		foreach ( array( 'shopee.com.br', 's.shopee.com.br', 'shope.ee' ) as $host ) {
			$this->assertSame( 'shopee', curadoria_afiliados_store_family( $host ), $host );
		}
		foreach ( array( 'www.magazineluiza.com.br', 'amazonas.gov.br', 'notamazon.com.br.evil.example', 'meli.la.example.com' ) as $host ) {
			$this->assertSame( 'store', curadoria_afiliados_store_family( $host ), $host );
		}
	}

	/**
	 * Product ids from product addresses.
	 */
	public function test_product_ids_come_from_product_addresses() {
		$this->assertSame( 'B0CHX1W1XY', curadoria_afiliados_amazon_asin( 'https://www.amazon.com.br/Apple-iPhone-15/dp/B0CHX1W1XY?tag=x-20&th=1' ) );
		$this->assertSame( 'B07PGL2N7J', curadoria_afiliados_amazon_asin( 'https://www.amazon.com.br/gp/product/B07PGL2N7J/ref=ox_sc' ) );
		$this->assertSame( '', curadoria_afiliados_amazon_asin( 'https://amzn.to/3xYzAbC' ) );
		$this->assertSame( '', curadoria_afiliados_amazon_asin( 'https://www.lojaexemplo.com.br/dp/B0CHX1W1XY' ) );

		$this->assertSame( 'MLB3512345678', curadoria_afiliados_mercado_livre_item( 'https://produto.mercadolivre.com.br/MLB-3512345678-fone-jbl-_JM#position=1' ) );
		$this->assertSame( 'MLB3512345678', curadoria_afiliados_mercado_livre_item( 'https://www.mercadolivre.com.br/fone-jbl/p/MLB19876543?pdp_filters=item_id:MLB3512345678' ) );
		$this->assertSame( '', curadoria_afiliados_mercado_livre_item( 'https://www.mercadolivre.com.br/fone-jbl/p/MLB19876543' ) );

		$this->assertSame(
			array(
				'shop' => '339012345',
				'item' => '22093519050',
			),
			curadoria_afiliados_shopee_ids( 'https://shopee.com.br/Garrafa-T%C3%A9rmica-Inox-1L-i.339012345.22093519050?sp_atk=abc' )
		);
		$this->assertSame( '22093519050', curadoria_afiliados_shopee_ids( 'https://shopee.com.br/product/339012345/22093519050' )['item'] );
		$this->assertNull( curadoria_afiliados_shopee_ids( 'https://s.shopee.com.br/AbCdEf123' ) );
	}

	/**
	 * A product link that lands on the home or a search: gone.
	 */
	public function test_a_redirect_to_the_home_or_a_search_means_the_product_is_gone() {
		$asked = 'https://www.lojaexemplo.com.br/produto/panela-6l';
		$this->assertTrue( curadoria_afiliados_is_store_front( $asked, 'https://www.lojaexemplo.com.br/' ) );
		$this->assertTrue( curadoria_afiliados_is_store_front( $asked, 'https://www.lojaexemplo.com.br' ) );
		$this->assertTrue( curadoria_afiliados_is_store_front( $asked, 'https://www.lojaexemplo.com.br/busca/panela-6l' ) );
		$this->assertTrue( curadoria_afiliados_is_store_front( $asked, 'https://www.lojaexemplo.com.br/catalogsearch/result/?q=panela' ) );
		$this->assertTrue( curadoria_afiliados_is_store_front( $asked, 'https://www.lojaexemplo.com.br/eletro?q=panela' ) );
		$this->assertFalse( curadoria_afiliados_is_store_front( $asked, 'https://www.lojaexemplo.com.br/produto/panela-6l/' ) );
		$this->assertFalse( curadoria_afiliados_is_store_front( $asked, 'https://www.lojaexemplo.com.br/produto/panela-6l-nova' ) );
		$this->assertFalse( curadoria_afiliados_is_store_front( 'https://www.lojaexemplo.com.br/', 'https://www.lojaexemplo.com.br/' ) );
	}
}
