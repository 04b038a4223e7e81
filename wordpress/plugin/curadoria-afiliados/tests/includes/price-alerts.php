<?php
/**
 * Tests of includes/price-alerts.php: alerts on a recorded price.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Price-drop alerts.
 */
final class Price_Alerts_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;
	use Curadoria_Stores;

	/**
	 * Subscriptions are taken at https://achados.example; the stores are the stand-in ones.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->take_subscriptions();
		$this->use_stand_in_stores();
	}

	/**
	 * A product whose one offer is at the stand-in store's controlled page
	 * (R$ 100,00 for 60 days), with a confirmed subscriber; the store's page
	 * says R$ 100,00 in stock.
	 *
	 * @param string $key Controlled page.
	 * @return int Post ID.
	 */
	private function product_at_a_store( $key ) {
		self::store_says( $key, '100.00', 'InStock' );
		$post = $this->create_post( array( 'post_title' => 'Cafeteira' ) );
		update_post_meta(
			$post,
			'offers',
			array(
				array(
					'store'       => 'Loja Teste',
					'price_cents' => 10000,
					'url'         => self::store( '/controlled/' . $key ),
				),
			)
		);
		curadoria_afiliados_history_flush();
		curadoria_afiliados_history_put( $post, 'Loja Teste', $this->day( 60 ), 10000 );
		$this->stored_subscription( 'ana@example.com', $post );
		return $post;
	}

	/**
	 * Set what the stand-in store's controlled page says.
	 *
	 * @param string $key          Page.
	 * @param string $price        Price as the store writes it.
	 * @param string $availability schema.org availability.
	 */
	private static function store_says( $key, $price, $availability ) {
		$context = stream_context_create( array( 'http' => array( 'method' => 'POST' ) ) );
		file_get_contents( self::store( '/__set?key=' . $key . '&price=' . rawurlencode( $price ) . '&availability=' . $availability ), false, $context );
	}

	/**
	 * The daily refresh reads the product's offer at its store.
	 *
	 * @param int $post Post ID.
	 * @return string The reading's outcome.
	 */
	private function refresh_from_the_store( $post ) {
		$outcome = curadoria_afiliados_refresh_offer( $post, curadoria_afiliados_post_offers( $post )[0] )['outcome'];
		curadoria_afiliados_history_flush();
		return $outcome;
	}

	/**
	 * A product at Amazon (R$ 499,90) and Magalu (R$ 519,90) for 60 days, at
	 * Amazon R$ 449,90 from 20 to 10 days ago (its lowest of the 30 days before).
	 *
	 * @return int Post ID.
	 */
	private function product() {
		$post = $this->create_post( array( 'post_title' => 'Smartwatch' ) );
		$this->set_offers( $post, 49990, 51990 );
		foreach ( array( array( 60, 49990 ), array( 20, 44990 ), array( 10, 49990 ) ) as list( $days, $cents ) ) {
			curadoria_afiliados_history_put( $post, 'Amazon', $this->day( $days ), $cents );
		}
		curadoria_afiliados_history_put( $post, 'Magalu', $this->day( 60 ), 51990 );
		return $post;
	}

	/**
	 * The owner's edit of the offers (recorded at once).
	 *
	 * @param int $post   Post ID.
	 * @param int $amazon Amazon's amount.
	 * @param int $magalu Magalu's amount.
	 */
	private function set_offers( $post, $amazon, $magalu ) {
		update_post_meta(
			$post,
			'offers',
			array(
				array(
					'store'       => 'Amazon',
					'price_cents' => $amazon,
					'url'         => 'https://www.amazon.com.br/dp/ALERT',
				),
				array(
					'store'       => 'Magalu',
					'price_cents' => $magalu,
					'url'         => 'https://www.magazineluiza.com.br/alert/p/1/',
				),
			)
		);
		curadoria_afiliados_history_flush();
	}

	/**
	 * The addresses alerts were queued for.
	 *
	 * @return string[]
	 */
	private function alerted() {
		global $wpdb;
		return $wpdb->get_col( 'SELECT b.email FROM ' . curadoria_afiliados_mail_queue_table() . ' q INNER JOIN ' . curadoria_afiliados_subscribers_table() . " b ON b.id = q.subscriber_id WHERE q.kind = 'alert' ORDER BY b.email" );
	}

	/**
	 * A price below the lowest of the 30 days before alerts each confirmed
	 * subscriber: not those waiting, gone or suspended.
	 */
	public function test_a_real_drop_alerts_the_confirmed_subscribers() {
		global $wpdb;
		$post = $this->product();
		$this->stored_subscription( 'confirmada@example.com', $post );
		$this->stored_subscription( 'esperando@example.com', $post, CURADORIA_AFILIADOS_PENDING );
		$this->stored_subscription( 'saiu@example.com', $post, CURADORIA_AFILIADOS_UNSUBSCRIBED );
		$this->stored_subscription( 'suspensa@example.com', $post );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_subscribers_table() . ' SET suspended_at = %s WHERE email = %s', curadoria_afiliados_utc(), 'suspensa@example.com' ) );
		$this->stored_subscription( 'outro-produto@example.com', $this->create_post() );
		$this->set_offers( $post, 43990, 51990 );
		$this->assertSame( array( 'confirmada@example.com' ), $this->alerted() );
	}

	/**
	 * The alert says the product, the store, the old and new price, when the
	 * price was read, and links to the product's page tagged as an alert's.
	 */
	public function test_the_alert_says_what_changed_and_links_to_the_product() {
		$post = $this->product();
		$this->stored_subscription( 'ana@example.com', $post );
		$this->set_offers( $post, 43990, 51990 );
		$this->send_queue();
		$message = Curadoria_Mail_Sink::messages( 'ana@example.com' )[0];
		$this->assertSame( 'O preço baixou: Smartwatch por R$ 439,90', $message['subject'] );
		foreach ( array( 'Antes: R$ 499,90', 'Agora: R$ 439,90 na loja Amazon', 'É o menor preço dos 30 dias anteriores (o menor era R$ 449,90).', 'Preço lido em ' . wp_date( 'd/m/Y' ), self::$site . '/product/' . $post . '?via=alerta' ) as $part ) {
			$this->assertStringContainsString( $part, $message['text'] );
		}
		$this->assertStringNotContainsString( 'amazon.com.br', $message['text'], 'no affiliate link in an e-mail (the programmes forbid it)' );
	}

	/**
	 * Only the 30 days before count: a lower price 40 days ago does not stop
	 * an alert for a price below the lowest of the last 30.
	 */
	public function test_only_the_30_days_before_count() {
		$post = $this->product();
		curadoria_afiliados_history_put( $post, 'Amazon', $this->day( 40 ), 39990 );
		curadoria_afiliados_history_put( $post, 'Amazon', $this->day( 35 ), 49990 );
		$this->stored_subscription( 'ana@example.com', $post );
		$this->set_offers( $post, 42990, 51990 );
		$this->assertSame( array( 'ana@example.com' ), $this->alerted() );
	}

	/**
	 * A Black Fraude rebound (up, then "cut" back to the old price) alerts nobody.
	 */
	public function test_a_rebound_alerts_nobody() {
		$post = $this->product();
		$this->stored_subscription( 'ana@example.com', $post );
		curadoria_afiliados_history_put( $post, 'Amazon', $this->day( 3 ), 59990 );
		$this->set_offers( $post, 44990, 51990 );
		$this->assertSame( array(), $this->alerted() );
	}

	/**
	 * With a target: at or under it from higher, whatever the 30 days' lowest; above it, nothing.
	 */
	public function test_a_target_alerts_at_or_under_it() {
		$post = $this->product();
		$this->stored_subscription( 'alvo-baixo@example.com', $post, CURADORIA_AFILIADOS_CONFIRMED, 40000 );
		$this->stored_subscription( 'alvo-alto@example.com', $post, CURADORIA_AFILIADOS_CONFIRMED, 47000 );
		$this->set_offers( $post, 46990, 51990 );
		$this->assertSame( array( 'alvo-alto@example.com' ), $this->alerted(), 'R$ 469,90: above the 30 days\' lowest, under one target' );
		$this->send_queue();
		$this->assertStringContainsString( 'Está no preço que você pediu: R$ 470,00 ou menos.', Curadoria_Mail_Sink::messages( 'alvo-alto@example.com' )[0]['text'] );
	}

	/**
	 * Nothing for an offer out of stock.
	 */
	public function test_nothing_out_of_stock() {
		$post = $this->product();
		$this->stored_subscription( 'ana@example.com', $post );
		$this->assertSame( 0, curadoria_afiliados_alerts_on_price( array( 'post_id' => $post, 'store' => 'Amazon', 'previous_cents' => 49990, 'amount_cents' => 100, 'availability' => 'out_of_stock' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 1, curadoria_afiliados_alerts_on_price( array( 'post_id' => $post, 'store' => 'Amazon', 'previous_cents' => 49990, 'amount_cents' => 100, 'availability' => 'in_stock' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	/**
	 * At most one alert per product and subscriber a day.
	 */
	public function test_at_most_one_alert_a_day() {
		$post = $this->product();
		$this->stored_subscription( 'ana@example.com', $post );
		$this->set_offers( $post, 43990, 51990 );
		$this->set_offers( $post, 41990, 51990 );
		$this->assertSame( array( 'ana@example.com' ), $this->alerted() );
	}

	/**
	 * A sent alert counts for its product; the visits and clicks its link
	 * brings count apart from the others (the counter's "via": "alert").
	 */
	public function test_alerts_sent_and_what_they_brought_are_counted() {
		global $wpdb;
		$post = $this->product();
		$this->stored_subscription( 'ana@example.com', $post );
		$this->set_offers( $post, 43990, 51990 );
		$this->send_queue();
		$this->post_event( array( 'type' => 'view', 'post' => $post, 'via' => 'alert' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->post_event( array( 'type' => 'click', 'post' => $post, 'store' => 'Amazon', 'via' => 'alert' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->post_event( array( 'type' => 'click', 'post' => $post ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT sent, visits, clicks FROM ' . curadoria_afiliados_alert_stats_table() . ' WHERE post_id = %d', $post ), ARRAY_A );
		$this->assertSame( array( '1', '1', '1' ), array_values( $row ) );
		$this->assertSame( array( 1, 2 ), $this->counts( $post ), 'the counter counts them all as well' );
	}

	/**
	 * The store refresh's reading of a real drop, in stock, alerts: the
	 * e-mail names the store and the reading's day.
	 */
	public function test_a_stores_reading_of_a_drop_alerts() {
		$post = $this->product_at_a_store( 'alerta-queda' );
		self::store_says( 'alerta-queda', '89.90', 'InStock' );
		$this->assertSame( 'changed', $this->refresh_from_the_store( $post ) );
		$this->assertSame( array( 'ana@example.com' ), $this->alerted() );
		$this->send_queue();
		$text = Curadoria_Mail_Sink::messages( 'ana@example.com' )[0]['text'];
		$this->assertStringContainsString( 'Agora: R$ 89,90 na loja Loja Teste', $text );
		$this->assertStringContainsString( 'Preço lido em ' . wp_date( 'd/m/Y' ), $text );
	}

	/**
	 * A store that reads the offer out of stock, even at a lower price,
	 * alerts nobody.
	 */
	public function test_a_stores_reading_out_of_stock_alerts_nobody() {
		$post = $this->product_at_a_store( 'alerta-esgotado' );
		self::store_says( 'alerta-esgotado', '79.90', 'OutOfStock' );
		$this->assertSame( 'out_of_stock', $this->refresh_from_the_store( $post ) );
		$this->assertSame( array(), $this->alerted() );
	}

	/**
	 * A product taken back to draft has no history meanwhile, so the owner's
	 * lower price there alerts nobody; published again, the drop does.
	 */
	public function test_a_drafts_prices_alert_nobody_until_it_is_published() {
		$post = $this->product();
		$this->stored_subscription( 'ana@example.com', $post );
		wp_update_post( array( 'ID' => $post, 'post_status' => 'draft' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		$this->set_offers( $post, 43990, 51990 );
		$this->assertSame( array(), $this->alerted() );
		wp_update_post( array( 'ID' => $post, 'post_status' => 'publish' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		curadoria_afiliados_history_flush();
		$this->assertSame( array( 'ana@example.com' ), $this->alerted() );
	}
}
