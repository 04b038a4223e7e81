<?php
/**
 * Tests of uninstall.php: everything the plugin keeps for itself goes, the
 * product fields (content) stay.
 *
 * DROP TABLE cannot be rolled back, so the test saves the statistics, clicks
 * per store, history and subscriptions' tables into copies, the plugin's options and
 * link-health meta and its schedule, and puts everything back afterwards, the
 * tables recreated by the plugin's install (what activation and an upgrade
 * run); for that moment the running site has no counts and no history. The
 * rate-limit rows (this minute's and this hour's counters) are not kept: the
 * tables come back empty.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Uninstalling.
 */
final class Uninstall_Test extends Curadoria_Stored_Test_Case {

	/** Where the option rows of the plugin are. */
	private const OURS = "option_name LIKE 'curadoria\\_afiliados\\_%' OR option_name LIKE '\\_transient\\_curadoria\\_afiliados\\_%' OR option_name LIKE '\\_transient\\_timeout\\_curadoria\\_afiliados\\_%'";

	/** The product fields: content, kept. */
	private const PRODUCT_KEYS = "'price', 'price_cents', 'price_currency', 'offers', 'affiliate_url', 'price_checked_at'";

	/**
	 * The tables whose rows are kept aside.
	 *
	 * @return string[]
	 */
	private function kept_tables() {
		return array( curadoria_afiliados_stats_table(), curadoria_afiliados_store_clicks_table(), curadoria_afiliados_history_table(), curadoria_afiliados_subscribers_table(), curadoria_afiliados_subscriptions_table(), curadoria_afiliados_mail_queue_table(), curadoria_afiliados_alert_stats_table() );
	}

	/**
	 * The plugin's nine tables.
	 *
	 * @return string[]
	 */
	private function tables() {
		return array_merge( $this->kept_tables(), array( curadoria_afiliados_rate_table(), curadoria_afiliados_subscribe_rate_table() ) );
	}

	/**
	 * The plugin's post meta keys (link health, the images' backfill marks).
	 *
	 * @return string
	 */
	private function link_keys() {
		return "'" . implode( "','", array( CURADORIA_AFILIADOS_LINK_STATUS_META, CURADORIA_AFILIADOS_LINK_CHECKED_META, CURADORIA_AFILIADOS_LINK_MISSES_META, CURADORIA_AFILIADOS_LINK_DETAIL_META, CURADORIA_AFILIADOS_IMAGE_SIZES_META, CURADORIA_AFILIADOS_PREVIEW_GENERATION_META ) ) . "'";
	}

	/**
	 * The plugin's WP-Cron hooks.
	 *
	 * @return string[]
	 */
	private function hooks() {
		return array( CURADORIA_AFILIADOS_DEPLOY_EVENT, CURADORIA_AFILIADOS_LINK_CHECK_EVENT, CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT, CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT, CURADORIA_AFILIADOS_PRICE_REFRESH_EVENT, CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT, CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT, CURADORIA_AFILIADOS_MAIL_EVENT, CURADORIA_AFILIADOS_NEWSLETTER_EVENT );
	}

	/**
	 * Rows of the kept tables.
	 *
	 * @return int[]
	 */
	private function row_counts() {
		global $wpdb;
		return array_map(
			static function ( $table ) use ( $wpdb ) {
				return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
			},
			$this->kept_tables()
		);
	}

	/**
	 * Which of the plugin's tables exist.
	 *
	 * @return array
	 */
	private function existing_tables() {
		global $wpdb;
		return array_map(
			static function ( $table ) use ( $wpdb ) {
				return $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) );
			},
			$this->tables()
		);
	}

	/**
	 * Uninstall removes the nine tables, every option and transient of the
	 * plugin (1.2.0's salt and an editor notice among them), its scheduled
	 * events, the link-health meta, the images' backfill marks and the posts'
	 * preview generations, and keeps
	 * price, price_cents, price_currency, offers, affiliate_url and
	 * price_checked_at; afterwards the install creates the tables again and
	 * everything is as it was.
	 */
	public function test_uninstall_removes_what_the_plugin_keeps_and_keeps_the_content() {
		global $wpdb;
		$ours      = self::OURS;
		$link_keys = $this->link_keys();
		$saved     = array(
			'options' => $wpdb->get_results( "SELECT option_name, option_value, autoload FROM {$wpdb->options} WHERE {$ours}", ARRAY_A ),
			'meta'    => $wpdb->get_results( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key IN ({$link_keys})", ARRAY_A ),
			'cron'    => array_map( 'wp_next_scheduled', array_combine( $this->hooks(), $this->hooks() ) ),
			'rows'    => $this->row_counts(),
		);
		$this->keep_option( 'cron' );
		$product_meta = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN (" . self::PRODUCT_KEYS . ')' );
		foreach ( $this->kept_tables() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}_phpunit_backup" );
			$wpdb->query( "CREATE TABLE {$table}_phpunit_backup AS SELECT * FROM {$table}" );
		}
		try {
			// Something of every kind to remove.
			set_transient( CURADORIA_AFILIADOS_POPULAR_TRANSIENT . 'phpunit', array(), 60 );
			set_transient( curadoria_afiliados_notice_key( 1 ), array( 'phpunit' ), 60 );
			curadoria_afiliados_rate_limit_hit( '203.0.113.99' );
			update_option(
				'curadoria_afiliados_rate_salt',
				array(
					'day'  => gmdate( 'Y-m-d' ),
					'salt' => str_repeat( 'ab', 32 ),
				),
				false
			);
			$some_post = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' LIMIT 1" );
			update_post_meta( $some_post, CURADORIA_AFILIADOS_LINK_STATUS_META, 'ok' );
			curadoria_afiliados_revoke_previews( $some_post );
			update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
			update_post_meta( (int) get_post_thumbnail_id( $some_post ), CURADORIA_AFILIADOS_IMAGE_SIZES_META, curadoria_afiliados_image_sizes_target() );
			wp_schedule_single_event( time() + 600, CURADORIA_AFILIADOS_LINK_CHECK_MORE_EVENT );
			wp_schedule_single_event( time() + 600, CURADORIA_AFILIADOS_PRICE_REFRESH_MORE_EVENT );
			wp_schedule_single_event( time() + 600, CURADORIA_AFILIADOS_MAIL_EVENT );
			wp_schedule_single_event( time() + 600, CURADORIA_AFILIADOS_NEWSLETTER_EVENT );
			curadoria_afiliados_subscribe_visitor_allowed( '203.0.113.99', time() );
			update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
			wp_clear_scheduled_hook( CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
			wp_schedule_single_event( time() + 600, CURADORIA_AFILIADOS_IMAGE_BACKFILL_EVENT );
			update_option( CURADORIA_AFILIADOS_IMAGE_BACKFILL_OPTION, curadoria_afiliados_image_sizes_target(), true );

			if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
				define( 'WP_UNINSTALL_PLUGIN', 'curadoria-afiliados/curadoria-afiliados.php' );
			}
			include dirname( __DIR__ ) . '/uninstall.php';
			wp_cache_flush();

			$this->assertSame( array_fill( 0, 9, null ), $this->existing_tables(), 'the nine tables dropped' );
			$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE {$ours}" ), 'no option or transient left' );
			$this->assertSame( array_fill( 0, 9, false ), array_map( 'wp_next_scheduled', $this->hooks() ), 'no scheduled event left' );
			$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN ({$link_keys})" ), 'link-health meta and backfill marks removed' );
			$this->assertSame( $product_meta, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN (" . self::PRODUCT_KEYS . ')' ), 'product fields kept' );
		} finally {
			curadoria_afiliados_install();
			foreach ( $this->kept_tables() as $table ) {
				$wpdb->query( "DELETE FROM {$table}" );
				$wpdb->query( "INSERT INTO {$table} SELECT * FROM {$table}_phpunit_backup" );
				$wpdb->query( "DROP TABLE IF EXISTS {$table}_phpunit_backup" );
			}
			$wpdb->query( "DELETE FROM {$wpdb->options} WHERE {$ours}" );
			foreach ( $saved['options'] as $row ) {
				$wpdb->insert( $wpdb->options, $row );
			}
			$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE meta_key IN ({$link_keys})" );
			foreach ( $saved['meta'] as $row ) {
				$wpdb->insert( $wpdb->postmeta, $row );
			}
			wp_cache_flush();
		}
		$this->assertSame( array_fill( 0, 9, true ), array_map( 'is_string', $this->existing_tables() ), 'the install created the nine tables again' );
		$this->assertSame( $saved['rows'], $this->row_counts(), 'counts, clicks per store, history and subscriptions restored' );
	}
}
