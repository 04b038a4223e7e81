<?php
/**
 * Tests of includes/price-refresh-schedule.php: the daily round in batches
 * that stop in time and resume where they stopped, one deploy hook call per
 * batch that changed something, the stores' figures for the admin.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Batches.
 */
final class Price_Refresh_Schedule_Test extends Curadoria_Test_Case {

	use Curadoria_Hook_Listener;
	use Curadoria_Stores;

	/**
	 * The stand-in stores; a deploy hook without a debounce window; every
	 * other post already refreshed in this round (only the test's count).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_stand_in_stores();
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, self::$listener->url . '/hook' );
		$this->add_filter( 'curadoria_afiliados_deploy_hook_interval', '__return_zero' );
		update_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION, time() - 60 );
		foreach ( get_posts( array( 'numberposts' => -1, 'fields' => 'ids', 'post_status' => 'any' ) ) as $post ) { // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
			update_post_meta( $post, CURADORIA_AFILIADOS_PRICE_TRIED_META, time() );
		}
		$this->listen();
	}

	/**
	 * Posts at the stand-in store, one offer each.
	 *
	 * @param string[] $prices The price each post's store page says.
	 * @return int[]
	 */
	private function posts_at( array $prices ) {
		$posts = array();
		foreach ( $prices as $price ) {
			$post = $this->create_post();
			update_post_meta( $post, 'offers', array( array( 'store' => 'Loja Teste', 'price_cents' => 10000, 'url' => self::store( '/page?price=' . $price . '&n=' . $post ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
			$posts[] = $post;
		}
		return $posts;
	}

	/**
	 * A batch that changed what the site shows (two new prices, and a price
	 * the store confirms for the first time: now 'store') calls the deploy
	 * hook once; one that changed nothing does not call it.
	 */
	public function test_one_deploy_hook_call_per_batch_that_changed_something() {
		$posts = $this->posts_at( array( '90.00', '80.00', '100.00' ) );
		$this->listen();
		$batch = curadoria_afiliados_price_refresh_batch();
		$this->assertSame( array( 3, 3, false, 'sent' ), array( $batch['offers'], $batch['changed'], $batch['more'], $batch['deploy'] ) );
		$this->assertCount( 1, $this->sent() );

		update_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION, time() - 60 ); // The same round (the first batch ended it).
		foreach ( $posts as $post ) { // Due again in it.
			delete_post_meta( $post, CURADORIA_AFILIADOS_PRICE_TRIED_META );
			$state = curadoria_afiliados_offer_state_of( $post, 'Loja Teste' );
			curadoria_afiliados_save_offer_state( $post, 'Loja Teste', array( 'tried_at' => 0 ) + $state );
		}
		$this->listen();
		$again = curadoria_afiliados_price_refresh_batch();
		$this->assertSame( array( 3, 0, 'none' ), array( $again['offers'], $again['changed'], $again['deploy'] ) );
		$this->assertSame( array(), $this->sent() );
	}

	/**
	 * A batch stops when its time is up and the next one resumes where it
	 * stopped, without asking an offer twice in the round.
	 */
	public function test_batches_stop_in_time_and_resume() {
		$posts = $this->posts_at( array( '90.00', '91.00', '92.00', '93.00' ) );
		$this->add_filter(
			'curadoria_afiliados_store_request_interval',
			static function () {
				return 0.4;
			},
			20
		);
		$this->add_filter(
			'curadoria_afiliados_price_refresh_limits',
			static function () {
				return array( 'seconds' => 1.0 );
			}
		);
		$first = curadoria_afiliados_price_refresh_batch();
		$this->assertTrue( $first['more'] );
		$this->assertLessThan( 4, $first['offers'] );
		$this->assertNotFalse( wp_next_scheduled( CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT ) );
		$read = $first['offers'];
		for ( $i = 0; $i < 5 && $read < 4; $i++ ) {
			$read += curadoria_afiliados_price_refresh_batch()['offers'];
		}
		$this->assertSame( 4, $read );
		$this->assertSame( 4, count( array_intersect( $this->asked_paths(), array( '/page' ) ) ) );
		$this->assertSame( array( 9000, 9100, 9200, 9300 ), array_map( 'curadoria_afiliados_post_cents_of_first_offer', $posts ) );
		$this->assertFalse( get_option( CURADORIA_AFILIADOS_PRICE_ROUND_OPTION ) );
	}

	/**
	 * The stores' figures: checked, changed, failed and why.
	 */
	public function test_the_stores_figures_say_what_each_check_gave() {
		$this->posts_at( array( '90.00', '100.00' ) );
		$post = $this->create_post();
		update_post_meta( $post, 'offers', array( array( 'store' => 'Loja Teste', 'price_cents' => 10000, 'url' => self::store( '/stores/bot-wall' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		curadoria_afiliados_price_refresh_batch();
		$figures = get_option( CURADORIA_AFILIADOS_PRICE_STORES_OPTION )['Loja Teste'];
		$this->assertSame( array( 3, 1, 1, array( 'bot_wall' => 1 ) ), array( $figures['checked'], $figures['changed'], $figures['failed'], $figures['reasons'] ) );
		ob_start();
		curadoria_afiliados_render_price_refresh_summary();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<td>Loja Teste</td>', $html );
		$this->assertStringContainsString( 'a loja respondeu com um bloqueio de robôs ou captcha: 1', $html );
	}

	/**
	 * The daily round is scheduled on install.
	 */
	public function test_the_daily_round_is_scheduled() {
		curadoria_afiliados_install();
		$this->assertSame( 'daily', wp_get_schedule( CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT ) );
	}
}

/**
 * The amount of a post's first offer.
 *
 * @param int $post Post ID.
 * @return int
 */
function curadoria_afiliados_post_cents_of_first_offer( $post ) {
	return curadoria_afiliados_post_offers( $post )[0]['price_cents'];
}
