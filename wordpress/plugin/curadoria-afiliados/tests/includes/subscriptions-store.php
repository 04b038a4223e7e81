<?php
/**
 * Tests of includes/subscriptions-store.php: the plugin's tables are the only
 * place an address is kept, and one action erases an address with
 * everything about it.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Subscribers and subscriptions (in-process).
 */
final class Subscriptions_Store_Test extends Curadoria_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Subscriptions are taken at https://achados.example.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->take_subscriptions();
	}

	/**
	 * Erasing an address (an LGPD request) deletes its subscriptions with
	 * their consent records, its e-mails and the address; the counts per
	 * product, which hold no address, stay.
	 */
	public function test_erasing_an_address_deletes_everything_about_it() {
		global $wpdb;
		$post   = $this->create_post();
		$alert  = $this->stored_subscription( 'ana@example.com', $post );
		$letter = $this->stored_subscription( 'ana@example.com' );
		$this->stored_subscription( 'bia@example.com', $post );
		curadoria_afiliados_mail_enqueue( 'newsletter', array( array( (int) $letter['subscriber']['id'], (int) $letter['subscription']['id'], 0 ) ), array( 'posts' => array() ) );
		curadoria_afiliados_alert_stats_add( $post, 'sent' );
		$this->assertSame( 2, curadoria_afiliados_erase_address( ' ANA@example.com' ) );
		$id = (int) $alert['subscriber']['id'];
		$this->assertSame( array( '0', '0', '0' ), array( $wpdb->get_var( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_subscribers_table() . " WHERE id = {$id}" ), $wpdb->get_var( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_subscriptions_table() . " WHERE subscriber_id = {$id}" ), $wpdb->get_var( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_mail_queue_table() . " WHERE subscriber_id = {$id}" ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertCount( 1, $this->subscriptions_of( 'bia@example.com' ), 'other addresses stay' );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT sent FROM ' . curadoria_afiliados_alert_stats_table() . ' WHERE post_id = %d', $post ) ) );
		$this->assertNull( curadoria_afiliados_erase_address( 'ana@example.com' ), 'nothing left to erase' );
	}

	/**
	 * A deleted product takes its subscriptions and their waiting e-mails with it.
	 */
	public function test_a_deleted_product_takes_its_subscriptions() {
		$post   = $this->create_post();
		$stored = $this->stored_subscription( 'ana@example.com', $post );
		curadoria_afiliados_mail_enqueue( 'alert', array( array( (int) $stored['subscriber']['id'], (int) $stored['subscription']['id'], $post ) ), array( 'amount_cents' => 100, 'store' => 'Amazon' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		wp_delete_post( $post, true );
		$this->assertSame( array(), $this->subscriptions_of( 'ana@example.com' ) );
		$this->assertSame( array(), $this->queue() );
	}

	/**
	 * One address is one subscriber however typed.
	 */
	public function test_one_address_is_one_subscriber() {
		$this->subscribe( array( 'email' => 'Ana@Example.com', 'newsletter' => true ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->subscribe( array( 'email' => 'ana@example.com ', 'product' => $this->create_post() ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		global $wpdb;
		$this->assertSame( array( 'ana@example.com' ), $wpdb->get_col( 'SELECT email FROM ' . curadoria_afiliados_subscribers_table() ) );
		$this->assertCount( 2, $this->subscriptions_of( 'ana@example.com' ) );
	}
}

/**
 * No address in clear outside the plugin's subscribers table, after
 * everything a subscription goes through on the running server.
 */
final class Subscriptions_Store_Http_Test extends Curadoria_Http_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * The addresses of the test (unique, so earlier runs cannot confuse it).
	 *
	 * @var string[]
	 */
	private $addresses = array();

	/**
	 * Subscriptions are taken at https://achados.example (put back after).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, self::$site );
		$this->keep_option( 'cron' );
		Curadoria_Mail_Sink::start();
		$run             = bin2hex( random_bytes( 4 ) );
		$this->addresses = array( "sigilo-{$run}@example.com", "sigilo-{$run}@rejeitado.example" );
	}

	/**
	 * Erase the test's addresses.
	 */
	protected function tearDown(): void {
		foreach ( $this->addresses as $address ) {
			curadoria_afiliados_erase_address( $address );
		}
		parent::tearDown();
	}

	/**
	 * POST a JSON body to a route of the plugin, as the site does.
	 *
	 * @param string $route Route below /wp-json.
	 * @param array  $body  Body.
	 * @return Curadoria_Http_Response
	 */
	private function post_json( $route, array $body ) {
		return $this->http()->request( 'POST', $this->site( '/wp-json' . $route ), array( 'Content-Type' => 'text/plain;charset=UTF-8', 'User-Agent' => self::BROWSER ), wp_json_encode( $body ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	/**
	 * WP-Cron's run over HTTP, as a real cron calls it, of the subscriptions'
	 * events only: the daily link check and price refresh, due too, would
	 * run over the seeded site that other tests read. Their entries are set
	 * aside for the run and put back beside what the run scheduled.
	 */
	private function run_cron() {
		$ours  = array( CURADORIA_AFILIADOS_MAIL_EVENT, CURADORIA_AFILIADOS_SUBSCRIPTIONS_EVENT, CURADORIA_AFILIADOS_NEWSLETTER_EVENT );
		$split = static function ( $cron, $of_ours ) use ( $ours ) {
			$kept = array();
			foreach ( (array) $cron as $time => $hooks ) {
				foreach ( is_array( $hooks ) ? $hooks : array() as $hook => $events ) {
					if ( in_array( $hook, $ours, true ) === $of_ours ) {
						$kept[ $time ][ $hook ] = $events;
					}
				}
			}
			return $kept;
		};
		wp_cache_flush();
		$others = $split( _get_cron_array(), false );
		_set_cron_array( $split( _get_cron_array(), true ) );
		$this->http()->get( $this->site( '/wp-cron.php' ) );
		wp_cache_flush();
		$schedule = array_replace_recursive( $others, $split( _get_cron_array(), true ) );
		ksort( $schedule );
		_set_cron_array( $schedule );
	}

	/**
	 * Where an address could be written: every other table of the database,
	 * and the server's logs.
	 *
	 * @param string $address Address.
	 * @return string[] Where it was found.
	 */
	private function places_holding( $address ) {
		global $wpdb;
		$found   = array();
		$columns = $wpdb->get_results( $wpdb->prepare( "SELECT TABLE_NAME AS t, COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND DATA_TYPE IN ('char', 'varchar', 'text', 'tinytext', 'mediumtext', 'longtext', 'blob', 'longblob', 'mediumblob') AND TABLE_NAME <> %s", curadoria_afiliados_subscribers_table() ), ARRAY_A );
		foreach ( $columns as $column ) {
			if ( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$column['t']}` WHERE `{$column['c']}` LIKE %s", '%' . $wpdb->esc_like( $address ) . '%' ) ) > 0 ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$found[] = $column['t'] . '.' . $column['c'];
			}
		}
		$logs = array_merge( glob( Curadoria_Local_WordPress::state_dir() . '/*.log' ), glob( Curadoria_Local_WordPress::state_dir() . '/site/wp-content/*.log' ) );
		foreach ( $logs as $log ) {
			if ( basename( $log ) !== 'mail-sink.log' && false !== strpos( (string) file_get_contents( $log ), $address ) ) {
				$found[] = $log;
			}
		}
		return $found;
	}

	/**
	 * Subscribed, confirmed, alerted, refused by its mail server,
	 * unsubscribed: neither address is ever written outside the subscribers
	 * table (not in an option, a transient, the queue, a log).
	 */
	public function test_no_address_in_clear_outside_the_subscribers_table() {
		list( $reader, $refused ) = $this->addresses;
		$post                     = $this->create_post( array( 'post_title' => 'Sigilo' ) );
		update_post_meta( $post, 'price_cents', 50000 );
		update_post_meta( $post, 'affiliate_url', 'https://www.amazon.com.br/dp/SIGILO' );
		curadoria_afiliados_history_flush();
		foreach ( array( $reader, $refused ) as $address ) {
			$this->assertSame( 202, $this->post_json( '/curadoria/v1/subscriptions', array( 'email' => $address, 'product' => $post, 'target_cents' => 45000, 'website' => '', 'elapsed_ms' => 4000 ) )->status ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			$this->assertSame( 202, $this->post_json( '/curadoria/v1/subscriptions', array( 'email' => $address, 'newsletter' => true, 'website' => '', 'elapsed_ms' => 4000 ) )->status ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		}
		$this->run_cron();
		$messages = Curadoria_Mail_Sink::messages( $reader );
		$this->assertCount( 1, $messages, 'the confirmation' );
		$this->assertSame( 200, $this->post_json( '/curadoria/v1/subscriptions/confirm', array( 'token' => $this->token_in( $messages[0], '/inscricao/confirmar' ) ) )->status );
		update_post_meta( $post, 'price_cents', 44000 );
		curadoria_afiliados_history_flush();
		$this->run_cron();
		$messages = Curadoria_Mail_Sink::messages( $reader );
		$this->assertCount( 2, $messages, 'the alert' );
		$this->assertSame( 1, preg_match( '/^<(.+)>$/', $messages[1]['headers']['list-unsubscribe'], $one_click ) );
		$this->assertSame( 200, $this->http()->request( 'POST', $one_click[1], array( 'Content-Type' => 'application/x-www-form-urlencoded' ), 'List-Unsubscribe=One-Click' )->status );
		$this->assertNotNull( curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( $refused ) )['last_failure_at'], 'the refusal was recorded' );
		foreach ( array( $reader, $refused ) as $address ) {
			$this->assertSame( array(), $this->places_holding( $address ), $address );
		}
	}
}
