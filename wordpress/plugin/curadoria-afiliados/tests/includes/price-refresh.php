<?php
/**
 * Tests of includes/price-refresh.php: an offer refreshed from the
 * stand-in stores, and "never a wrong price": every bad input changes
 * nothing, two failures in a row make an offer unverified, a fall of more
 * than half waits for a second reading, out of stock changes the
 * availability only; what the site reads (meta.offers), the history with
 * its source and the one event of a recorded price.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Refreshing offers.
 */
final class Price_Refresh_Test extends Curadoria_Test_Case {

	use Curadoria_Stores;

	/**
	 * The stand-in stores.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_stand_in_stores();
	}

	/**
	 * Set what the controlled store page says.
	 *
	 * @param string $key          Page.
	 * @param string $price        Price as the store writes it.
	 * @param string $availability schema.org availability.
	 */
	private static function store_says( $key, $price, $availability = 'InStock' ) {
		$context = stream_context_create( array( 'http' => array( 'method' => 'POST' ) ) );
		file_get_contents( self::store( '/__set?key=' . $key . '&price=' . rawurlencode( $price ) . '&availability=' . $availability ), false, $context );
	}

	/**
	 * A published post with one offer at the controlled store (R$ 100,00
	 * typed) and one at Amazon (never read without credentials).
	 *
	 * @param string $key   Controlled page.
	 * @param array  $args  Post arguments.
	 * @return int Post ID.
	 */
	private function post_at( $key, array $args = array() ) {
		$post = $this->create_post( $args );
		update_post_meta(
			$post,
			'offers',
			array(
				array(
					'store'       => 'Loja Teste',
					'price_cents' => 10000,
					'url'         => self::store( '/controlled/' . $key ),
				),
				self::OFFERS[0],
			)
		);
		curadoria_afiliados_history_flush();
		return $post;
	}

	/**
	 * The offers the site reads.
	 *
	 * @param int $post Post ID.
	 * @return array[] By store.
	 */
	private function served( $post ) {
		return array_column( $this->rest( 'GET', '/wp/v2/posts/' . $post )->get_data()['meta']['offers'], null, 'store' );
	}

	/**
	 * Refresh the post's first offer.
	 *
	 * @param int $post Post ID.
	 * @return array
	 */
	private function refresh( $post ) {
		return curadoria_afiliados_refresh_offer( $post, curadoria_afiliados_post_offers( $post )[0] );
	}

	/**
	 * The events of recorded prices during a callback.
	 *
	 * @param callable $callback What to run.
	 * @return array[]
	 */
	private function recorded( callable $callback ) {
		$events = array();
		$this->add_filter(
			'curadoria_afiliados_price_recorded',
			static function ( $point ) use ( &$events ) {
				$events[] = $point;
			}
		);
		$callback();
		return $events;
	}

	/**
	 * A new price at the store: written, recorded with its source, told once,
	 * served with its date, and the post marked modified for the site.
	 */
	public function test_a_new_price_is_written_recorded_and_told_once() {
		self::store_says( 'novo', '89.90' );
		$post = $this->post_at( 'novo' );
		$GLOBALS['wpdb']->update( $GLOBALS['wpdb']->posts, array( 'post_modified_gmt' => '2026-01-01 00:00:00' ), array( 'ID' => $post ) );
		clean_post_cache( $post );
		$before = time();
		$events = $this->recorded(
			function () use ( $post ) {
				$this->assertSame( 'changed', $this->refresh( $post )['outcome'] );
				curadoria_afiliados_history_flush();
			}
		);
		$offer  = $this->served( $post )['Loja Teste'];
		$this->assertSame( array( 8990, 'in_stock', 'store' ), array( $offer['price_cents'], $offer['availability'], $offer['price_source'] ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $offer['checked_at'] );
		$this->assertGreaterThanOrEqual( $before, strtotime( $offer['checked_at'] ) );
		$this->assertCount( 1, $events );
		$this->assertSame(
			array(
				'post_id'        => $post,
				'store'          => 'Loja Teste',
				'previous_cents' => 10000,
				'amount_cents'   => 8990,
				'currency'       => 'BRL',
				'source'         => 'store',
				'availability'   => 'in_stock',
				'url'            => self::store( '/controlled/novo' ),
			),
			array_diff_key( $events[0], array( 'recorded_at' => true ) )
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $events[0]['recorded_at'] );
		$this->assertContains(
			array(
				'date'        => $this->day(),
				'store'       => 'Loja Teste',
				'price_cents' => 8990,
				'source'      => 'store',
			),
			curadoria_afiliados_price_history( $post )['points']
		);
		$this->assertNotSame( '2026-01-01 00:00:00', get_post( $post )->post_modified_gmt );
	}

	/**
	 * The same price again: its date moves, nothing is recorded, the site is not rebuilt for it.
	 */
	public function test_a_confirmed_price_records_nothing() {
		self::store_says( 'igual', '100.00' );
		$post = $this->post_at( 'igual' );
		$this->refresh( $post );
		$GLOBALS['wpdb']->update( $GLOBALS['wpdb']->posts, array( 'post_modified_gmt' => '2026-01-01 00:00:00' ), array( 'ID' => $post ) );
		clean_post_cache( $post );
		$events = $this->recorded(
			function () use ( $post ) {
				$this->assertSame( 'confirmed', $this->refresh( $post )['outcome'] );
			}
		);
		$this->assertSame( array(), $events );
		$this->assertSame( 'store', $this->served( $post )['Loja Teste']['price_source'] );
		$this->assertSame( '2026-01-01 00:00:00', get_post( $post )->post_modified_gmt );
	}

	/**
	 * Inputs that must change nothing.
	 *
	 * @return array[]
	 */
	public function bad_inputs() {
		return array(
			'a bot wall'               => array( '/stores/bot-wall', 'bot_wall' ),
			'a captcha'                => array( '/stores/captcha', 'bot_wall' ),
			'403'                      => array( '/status/403', 'http_403' ),
			'429'                      => array( '/status/429', 'http_429' ),
			'503'                      => array( '/status/503', 'http_503' ),
			'no readable price'        => array( '/stores/no-price', 'no_price' ),
			'another currency'         => array( '/page?price=19.90&currency=USD', 'currency' ),
			'redirected to the home'   => array( '/gone', 'gone' ),
			'redirected to the search' => array( '/moved-to-search', 'gone' ),
			'another product'          => array( '/stores/related-only', 'other_product' ),
		);
	}

	/**
	 * A bad input changes no price, records nothing, says why; the second
	 * one in a row makes the offer unverified.
	 *
	 * @dataProvider bad_inputs
	 * @param string $path   Store path.
	 * @param string $status Reason.
	 */
	public function test_a_bad_input_changes_nothing_and_two_make_the_offer_unverified( $path, $status ) {
		$post = $this->create_post();
		update_post_meta( $post, 'offers', array( array( 'store' => 'Loja Teste', 'price_cents' => 10000, 'url' => self::store( $path ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		self::store_says( 'base', '100.00' );
		// The offer was confirmed by the store once: its price is the store's.
		$state = curadoria_afiliados_offer_state_of( $post, 'Loja Teste' );
		curadoria_afiliados_save_offer_state( $post, 'Loja Teste', array_merge( $state, array( 'source' => 'store', 'availability' => 'in_stock', 'checked_at' => time() - 3600 ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		curadoria_afiliados_history_flush();
		$history = $this->history_rows( $post );
		$events  = $this->recorded(
			function () use ( $post, $status ) {
				$this->assertSame( array( 'failed', $status ), array( $this->refresh( $post )['outcome'], $this->refresh( $post )['status'] ) );
			}
		);
		$offer   = $this->served( $post )['Loja Teste'];
		$this->assertSame( array( 10000, 'unknown', 'store' ), array( $offer['price_cents'], $offer['availability'], $offer['price_source'] ) );
		$this->assertSame( array(), $events );
		$this->assertSame( $history, $this->history_rows( $post ) );
	}

	/**
	 * One failure alone does not make an offer unverified.
	 */
	public function test_one_failure_keeps_the_offer_verified() {
		self::store_says( 'uma-falha', '100.00' );
		$post = $this->post_at( 'uma-falha' );
		$this->refresh( $post );
		file_get_contents( self::store( '/__set?key=uma-falha&wall=1' ), false, stream_context_create( array( 'http' => array( 'method' => 'POST' ) ) ) );
		$this->assertSame( 'failed', $this->refresh( $post )['outcome'] );
		$this->assertSame( 'in_stock', $this->served( $post )['Loja Teste']['availability'] );
	}

	/**
	 * A fall of more than half is held until a second reading agrees.
	 */
	public function test_a_fall_of_more_than_half_waits_for_a_second_reading() {
		self::store_says( 'queda', '100.00' );
		$post = $this->post_at( 'queda' );
		$this->refresh( $post );
		self::store_says( 'queda', '39.90' );
		$this->assertSame( 'held', $this->refresh( $post )['outcome'] );
		$this->assertSame( 10000, $this->served( $post )['Loja Teste']['price_cents'] );
		$this->assertSame( 'changed', $this->refresh( $post )['outcome'] );
		$this->assertSame( 3990, $this->served( $post )['Loja Teste']['price_cents'] );
	}

	/**
	 * Out of stock: 'out_of_stock', the amount kept, nothing recorded.
	 */
	public function test_out_of_stock_changes_the_availability_only() {
		self::store_says( 'esgotado', '79.90', 'OutOfStock' );
		$post   = $this->post_at( 'esgotado' );
		$events = $this->recorded(
			function () use ( $post ) {
				$this->assertSame( 'out_of_stock', $this->refresh( $post )['outcome'] );
			}
		);
		$offer  = $this->served( $post )['Loja Teste'];
		$this->assertSame( array( 10000, 'out_of_stock', 'store' ), array( $offer['price_cents'], $offer['availability'], $offer['price_source'] ) );
		$this->assertSame( array(), $events );
	}

	/**
	 * A product read before, now another one at the same link: refused.
	 */
	public function test_another_product_at_the_link_is_refused() {
		self::store_says( 'troca', '100.00' );
		$post = $this->post_at( 'troca' );
		$this->refresh( $post );
		file_get_contents( self::store( '/__set?key=troca&price=50.00&sku=OUTRO' ), false, stream_context_create( array( 'http' => array( 'method' => 'POST' ) ) ) );
		$this->assertSame( 'other_product', $this->refresh( $post )['status'] );
		$this->assertSame( 10000, $this->served( $post )['Loja Teste']['price_cents'] );
	}

	/**
	 * A new link (another product, perhaps) starts anew: its price is the
	 * owner's until its store confirms it, and the product read before does
	 * not refuse the new one.
	 */
	public function test_a_new_link_starts_anew() {
		self::store_says( 'antigo', '100.00' );
		$post = $this->post_at( 'antigo' );
		$this->refresh( $post );
		$offers = curadoria_afiliados_sanitize_offers( get_post_meta( $post, 'offers', true ) );

		$offers[0]['url'] = self::store( '/page?price=120.00&sku=NOVO' );
		update_post_meta( $post, 'offers', $offers );
		$this->assertSame( 'manual', $this->served( $post )['Loja Teste']['price_source'] );
		$this->assertSame( 'changed', $this->refresh( $post )['outcome'] );
		$this->assertSame( array( 12000, 'store' ), array( $this->served( $post )['Loja Teste']['price_cents'], $this->served( $post )['Loja Teste']['price_source'] ) );
	}

	/**
	 * An offer whose refresh is off is never asked.
	 */
	public function test_an_offer_switched_off_is_never_asked() {
		self::store_says( 'negociado', '50.00' );
		$post = $this->post_at( 'negociado' );
		curadoria_afiliados_set_refresh_off( $post, 'Loja Teste', true );
		$this->assertSame( 'off', $this->refresh( $post )['outcome'] );
		$this->assertSame( array(), $this->asked_paths() );
		$this->assertSame( array( 10000, 'manual' ), array( $this->served( $post )['Loja Teste']['price_cents'], $this->served( $post )['Loja Teste']['price_source'] ) );
	}

	/**
	 * Amazon without credentials: skipped, its typed price and its date stay.
	 */
	public function test_amazon_without_credentials_keeps_its_typed_price() {
		$post   = $this->post_at( 'amazon' );
		$result = curadoria_afiliados_refresh_offer( $post, curadoria_afiliados_post_offers( $post )[1] );
		$this->assertSame( 'skipped', $result['outcome'] );
		$offer = $this->served( $post )['Amazon'];
		$this->assertSame( array( 95000, 'unknown', 'manual' ), array( $offer['price_cents'], $offer['availability'], $offer['price_source'] ) );
		$this->assertNotNull( $offer['checked_at'] );
	}

	/**
	 * The owner's typed price is manual again, dated when typed.
	 */
	public function test_a_typed_price_is_manual_and_dated_when_typed() {
		self::store_says( 'digitado', '100.00' );
		$post = $this->post_at( 'digitado' );
		$this->refresh( $post );
		$offers = curadoria_afiliados_sanitize_offers( get_post_meta( $post, 'offers', true ) );

		$offers[0]['price_cents'] = 9500;
		update_post_meta( $post, 'offers', $offers );
		$offer = $this->served( $post )['Loja Teste'];
		$this->assertSame( array( 9500, 'unknown', 'manual' ), array( $offer['price_cents'], $offer['availability'], $offer['price_source'] ) );
		$this->assertLessThanOrEqual( 5, time() - strtotime( $offer['checked_at'] ) );
	}

	/**
	 * A single price (no "Ofertas" rows) is refreshed too.
	 */
	public function test_a_single_price_is_refreshed() {
		self::store_says( 'unico', '129.90' );
		$post = $this->create_post();
		update_post_meta( $post, 'price', 'R$ 100,00' );
		update_post_meta( $post, 'affiliate_url', self::store( '/controlled/unico' ) );
		curadoria_afiliados_refresh_post( $post );
		$this->assertSame( array( 12990, 'R$ 129,90' ), array( (int) get_post_meta( $post, 'price_cents', true ), get_post_meta( $post, 'price', true ) ) );
	}

	/**
	 * A product gone twice in a row: its affiliate link is broken, as link health says.
	 */
	public function test_a_product_gone_twice_makes_its_link_broken() {
		$post = $this->create_post();
		update_post_meta( $post, 'price', 'R$ 100,00' );
		update_post_meta( $post, 'affiliate_url', self::store( '/gone' ) );
		curadoria_afiliados_refresh_post( $post );
		$this->assertSame( 'unknown', get_post_meta( $post, CURADORIA_AFILIADOS_LINK_STATUS_META, true ) );
		curadoria_afiliados_refresh_post( $post );
		$this->assertSame( array( 'broken', 'store_front' ), array( get_post_meta( $post, CURADORIA_AFILIADOS_LINK_STATUS_META, true ), get_post_meta( $post, CURADORIA_AFILIADOS_LINK_DETAIL_META, true ) ) );
	}

	/**
	 * A password-protected post's offers are not public.
	 */
	public function test_a_password_protected_posts_offers_are_hidden() {
		$post = $this->post_at( 'senha', array( 'post_password' => 'segredo' ) );
		$this->assertSame( array(), $this->rest( 'GET', '/wp/v2/posts/' . $post, array( 'password' => 'segredo' ) )->get_data()['meta']['offers'] );
		$this->assertSame( 404, $this->rest( 'GET', '/curadoria/v1/prices/' . $post )->get_status() );
		$this->log_in_as_admin();
		$this->assertCount( 2, $this->rest( 'GET', '/wp/v2/posts/' . $post, array( 'context' => 'edit' ) )->get_data()['meta']['offers'] );
	}
}
