<?php
/**
 * The seeded site's prices, offers and price histories as the app reads
 * them over HTTP, compared with what the seed wrote (seed-summary.json).
 *
 * @package CuradoriaAfiliados
 */

/**
 * The seeded prices.
 */
final class Seeded_Prices_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * Every post's id, slug, meta and history, fetched once per class.
	 *
	 * @var array[]|null
	 */
	private static $posts = null;

	/**
	 * Every post, by slug.
	 *
	 * @return array[]
	 */
	private function posts() {
		if ( null === self::$posts ) {
			self::$posts = array_column( $this->http()->get( $this->site( '/wp-json/wp/v2/posts?per_page=100&_fields=id,slug,meta,price_history' ) )->json(), null, 'slug' );
		}
		return self::$posts;
	}

	/**
	 * A seeded product.
	 *
	 * @param string $slug Slug.
	 * @return array
	 */
	private function product( $slug ) {
		$this->assertArrayHasKey( $slug, $this->posts() );
		return $this->posts()[ $slug ];
	}

	/**
	 * Offers as (store, centavos) pairs.
	 *
	 * @param array $post Post.
	 * @return array[]
	 */
	private function stores( array $post ) {
		return array_map(
			static function ( $offer ) {
				return array( $offer['store'], $offer['price_cents'] );
			},
			$post['meta']['offers']
		);
	}

	/**
	 * A point of the history.
	 *
	 * @param int    $days  Days ago.
	 * @param string $store Store.
	 * @param int    $cents Amount.
	 * @return array
	 */
	private function point( $days, $store, $cents ) {
		return array(
			'date'        => curadoria_afiliados_day( $days ),
			'store'       => $store,
			'price_cents' => $cents,
			'source'      => 'manual',
		);
	}

	/**
	 * Every post has an integer amount, BRL, well-formed offers and a history.
	 */
	public function test_every_post_has_an_amount_offers_and_a_history() {
		$posts = $this->posts();
		$this->assertSame( Curadoria_Local_WordPress::seed()['published'], count( $posts ) );
		foreach ( $posts as $slug => $post ) {
			$this->assertIsInt( $post['meta']['price_cents'], $slug );
			$this->assertSame( 'BRL', $post['meta']['price_currency'], $slug );
			foreach ( $post['meta']['offers'] as $offer ) {
				$this->assertSame( array( 'store', 'price_cents', 'url', 'availability', 'checked_at', 'price_source' ), array_keys( $offer ), $slug );
				$this->assertNotSame( '', $offer['store'], $slug );
				$this->assertGreaterThan( 0, $offer['price_cents'], $slug );
				$this->assertMatchesRegularExpression( '#^https?://#', $offer['url'], $slug );
			}
			$this->assertSame( array( 'currency', 'points', 'lowest_90' ), array_keys( $post['price_history'] ), $slug );
		}
	}

	/**
	 * The seeded products with a price: text, amount, offers and history
	 * points as the seed recorded them.
	 */
	public function test_the_seeded_products_are_served_as_the_seed_wrote_them() {
		$seeded = Curadoria_Local_WordPress::seed()['prices'];
		$this->assertGreaterThanOrEqual( 30, count( $seeded ) );
		foreach ( $seeded as $slug => $expected ) {
			$points = array_map(
				static function ( $point ) {
					return array(
						'date'        => $point['date'],
						'store'       => $point['store'],
						'price_cents' => $point['price_cents'],
						'source'      => 'manual',
					);
				},
				$expected['points']
			);
			usort(
				$points,
				static function ( $a, $b ) {
					return array( $a['date'], strtolower( $a['store'] ) ) <=> array( $b['date'], strtolower( $b['store'] ) );
				}
			);
			$post = $this->product( $slug );
			$this->assertSame(
				array( $expected['price'], $expected['price_cents'], $expected['offers'], $points ),
				array( $post['meta']['price'], $post['meta']['price_cents'], Curadoria_Test_Case::stored_fields( $post['meta']['offers'] ), $post['price_history']['points'] ),
				$slug
			);
		}
	}

	/**
	 * The 'Black Fraude' air fryer: one offer read from its single price and
	 * link; its history (379,90 from 150 days ago, 399,90 from 40, 499,90 from
	 * 21, 399,90 from 2) makes 379,90 the lowest of 90 days, dated the
	 * window's first day.
	 */
	public function test_the_air_fryer_raised_before_its_sale_keeps_the_lower_price_as_lowest() {
		$post = $this->product( 'air-fryer-mondial-4-litros' );
		$this->assertSame( 'R$ 399,90', $post['meta']['price'] );
		$this->assertSame( array( array( 'Amazon', 39990 ) ), $this->stores( $post ) );
		$this->assertStringStartsWith( 'https://www.amazon.com.br/', $post['meta']['offers'][0]['url'] );
		$this->assertSame(
			array(
				'currency'  => 'BRL',
				'points'    => array( $this->point( 150, 'Amazon', 37990 ), $this->point( 40, 'Amazon', 39990 ), $this->point( 21, 'Amazon', 49990 ), $this->point( 2, 'Amazon', 39990 ) ),
				'lowest_90' => array(
					'price_cents' => 37990,
					'date'        => curadoria_afiliados_day( 89 ),
					'store'       => 'Amazon',
				),
			),
			$post['price_history']
		);
	}

	/**
	 * The toothbrush, a real drop: Amazon 189,90 (219,90 until 10 days ago)
	 * is the lowest of 90 days, from 10 days ago; Magalu 229,90.
	 */
	public function test_the_toothbrush_real_drop_is_the_lowest() {
		$post = $this->product( 'escova-dental-eletrica-oral-b-pro-series-1' );
		$this->assertSame( array( array( 'Amazon', 18990 ), array( 'Magalu', 22990 ) ), $this->stores( $post ) );
		$this->assertSame( array( $this->point( 120, 'Amazon', 21990 ), $this->point( 120, 'Magalu', 22990 ), $this->point( 10, 'Amazon', 18990 ) ), $post['price_history']['points'] );
		$this->assertSame(
			array(
				'price_cents' => 18990,
				'date'        => curadoria_afiliados_day( 10 ),
				'store'       => 'Amazon',
			),
			$post['price_history']['lowest_90']
		);
		$this->assertSame( 'R$ 219,90', $post['meta']['price'] );
	}

	/**
	 * The JBL headphones: four stores in the editor's order, a history from
	 * 90 days ago; the smartwatch three stores, the Kindle two.
	 */
	public function test_products_at_several_stores_keep_their_order() {
		$jbl = $this->product( 'fone-bluetooth-jbl-tune-520bt' );
		$this->assertSame( array( array( 'Amazon', 24990 ), array( 'Mercado Livre', 23990 ), array( 'Magalu', 25990 ), array( 'Shopee', 24490 ) ), $this->stores( $jbl ) );
		$this->assertSame( curadoria_afiliados_day( 90 ), $jbl['price_history']['points'][0]['date'] );
		$this->assertCount( 9, $jbl['price_history']['points'] );
		$this->assertCount( 3, $this->product( 'smartwatch-amazfit-bip-5' )['meta']['offers'] );
		$this->assertCount( 2, $this->product( 'kindle-paperwhite-16gb' )['meta']['offers'] );
	}

	/**
	 * The cable organiser from before 1.4.0: only its old price text and
	 * link: no amount, no offer, no history.
	 */
	public function test_a_post_from_before_amounts_keeps_its_text_without_offers() {
		$post = $this->product( 'organizador-de-cabos-magnetico' );
		$this->assertSame( array( 'R$ 39,90', 0, array() ), array( $post['meta']['price'], $post['meta']['price_cents'], $post['meta']['offers'] ) );
		$this->assertNotSame( '', $post['meta']['affiliate_url'] );
		$this->assertSame(
			array(
				'currency'  => 'BRL',
				'points'    => array(),
				'lowest_90' => null,
			),
			$post['price_history']
		);
	}

	/**
	 * The hostile post: its price, written around the sanitiser, has no
	 * amount; its javascript: link makes no offer.
	 */
	public function test_the_hostile_post_has_no_amount_and_no_offer() {
		$post = $this->product( 'teste-xss-conteudo-malicioso' );
		$this->assertSame( array( 0, array() ), array( $post['meta']['price_cents'], $post['meta']['offers'] ) );
	}
}
