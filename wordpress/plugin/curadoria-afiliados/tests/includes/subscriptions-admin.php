<?php
/**
 * Tests of includes/subscriptions-admin.php and subscriptions-admin-actions.php:
 * the owner's view, the CSV export, erasing an address, the newsletter's
 * preview and sending, over HTTP with an administrator's session.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The Inscrições page.
 */
final class Subscriptions_Admin_Http_Test extends Curadoria_Http_Test_Case {

	use Curadoria_Subscriptions;

	/**
	 * Addresses the test stored, erased after it.
	 *
	 * @var string[]
	 */
	private const ADDRESSES = array( 'painel-ana@example.com', 'painel-bia@example.com', 'painel-caio@example.com' );

	/**
	 * Subscriptions are taken at https://achados.example (put back after).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, self::$site );
		$this->keep_option( CURADORIA_AFILIADOS_NEWSLETTER_LAST_OPTION );
		$this->keep_option( 'cron' );
	}

	/**
	 * Erase the test's addresses and its counts.
	 */
	protected function tearDown(): void {
		foreach ( self::ADDRESSES as $address ) {
			curadoria_afiliados_erase_address( $address );
		}
		parent::tearDown();
	}

	/**
	 * The page.
	 *
	 * @return string
	 */
	private function page() {
		return $this->admin_session()->get( $this->site( '/wp-admin/admin.php?page=' . CURADORIA_AFILIADOS_SUBSCRIPTIONS_PAGE ) )->body;
	}

	/**
	 * POST one of the page's forms (action and nonce taken from the page).
	 *
	 * @param string $action The form's action.
	 * @param string $nonce  Its nonce field.
	 * @param array  $fields Other fields.
	 * @return Curadoria_Http_Response
	 */
	private function post_action( $action, $nonce, array $fields = array() ) {
		$page = $this->page();
		$this->assertSame( 1, preg_match( '/name="action" value="' . $action . '"[^<]*<input[^>]*name="' . $nonce . '" value="([^"]+)"/s', $page, $found ), "the form of {$action}" );
		return $this->admin_session()->post_form( $this->site( '/wp-admin/admin-post.php' ), $fields + array( 'action' => $action, $nonce => $found[1] ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
	}

	/**
	 * The owner sees, per product and for the newsletter, who waits, who is
	 * confirmed and who left, and the alerts sent with the visits and clicks they brought.
	 */
	public function test_the_owner_sees_the_counts() {
		$post = $this->create_post( array( 'post_title' => 'Painel produto' ) );
		$this->stored_subscription( 'painel-ana@example.com', $post );
		$this->stored_subscription( 'painel-bia@example.com', $post, CURADORIA_AFILIADOS_PENDING );
		$this->stored_subscription( 'painel-caio@example.com', $post, CURADORIA_AFILIADOS_UNSUBSCRIBED );
		$this->stored_subscription( 'painel-ana@example.com' );
		foreach ( array( 'sent', 'sent', 'visits', 'clicks' ) as $column ) {
			curadoria_afiliados_alert_stats_add( $post, $column );
		}
		$page = $this->page();
		$this->assertSame( 1, preg_match( '#<tr>\s*<th scope="row">\s*<a [^>]*>Painel produto</a>\s*</th>\s*<td>1</td>\s*<td>1</td>\s*<td>1</td>\s*<td>2</td>\s*<td>1</td>\s*<td>1</td>#', $page ), 'waiting, confirmed, left, alerts sent, visits, clicks' );
		$this->assertStringContainsString( 'Newsletter &quot;Novidades da semana&quot;', $page );
	}

	/**
	 * The CSV export lists each subscription with its address and consent
	 * record; without the nonce it gives nothing.
	 */
	public function test_the_list_exports_as_csv_with_the_consent_records() {
		$post = $this->create_post( array( 'post_title' => 'Exportado' ) );
		$this->stored_subscription( 'painel-ana@example.com', $post, CURADORIA_AFILIADOS_CONFIRMED, 29990 );
		$csv = $this->post_action( 'curadoria_afiliados_subscriptions_export', 'curadoria_afiliados_export_nonce' );
		$this->assertSame( 200, $csv->status );
		$this->assertStringStartsWith( 'text/csv', (string) $csv->header( 'content-type' ) );
		$rows = array_map( 'str_getcsv', explode( "\n", trim( substr( $csv->body, 3 ) ) ) );
		$this->assertSame( 'email', $rows[0][0] );
		$mine = array_values( array_filter( $rows, static fn( $row ) => 'painel-ana@example.com' === $row[0] ) );
		$this->assertSame( array( 'painel-ana@example.com', 'price_alert', (string) $post, 'Exportado', 'R$ 299,90', 'confirmed' ), array_slice( $mine[0], 0, 6 ) );
		$this->assertSame( array( '1', CURADORIA_AFILIADOS_CONSENT_DEFAULTS[ CURADORIA_AFILIADOS_PURPOSE_ALERT ] ), array_slice( $mine[0], 7, 2 ) );
		$forged = $this->admin_session()->post_form( $this->site( '/wp-admin/admin-post.php' ), array( 'action' => 'curadoria_afiliados_subscriptions_export' ) );
		$this->assertStringNotContainsString( 'painel-ana@example.com', $forged->body );
		$anonymous = $this->http()->request( 'POST', $this->site( '/wp-admin/admin-post.php' ), array( 'Content-Type' => 'application/x-www-form-urlencoded' ), 'action=curadoria_afiliados_subscriptions_export' );
		$this->assertStringNotContainsString( 'painel-ana@example.com', $anonymous->body );
	}

	/**
	 * One action erases an address and everything about it (an LGPD request).
	 */
	public function test_one_action_erases_an_address() {
		$this->stored_subscription( 'painel-ana@example.com', $this->create_post() );
		$this->stored_subscription( 'painel-ana@example.com' );
		$erased = $this->post_action( 'curadoria_afiliados_subscriptions_erase', 'curadoria_afiliados_erase_nonce', array( 'email' => 'Painel-Ana@example.com' ) );
		$this->assertSame( 302, $erased->status );
		$this->assertStringNotContainsString( 'painel-ana', (string) $erased->header( 'location' ), 'the address is not in the redirect' );
		wp_cache_flush();
		$this->assertNull( curadoria_afiliados_subscriber_by( 'email_hash', curadoria_afiliados_email_hash( 'painel-ana@example.com' ) ) );
		$this->assertStringContainsString( 'Endereço apagado, com tudo o que havia sobre ele (2 inscrições).', $this->admin_session()->get( (string) $erased->header( 'location' ) )->body );
	}

	/**
	 * The newsletter's preview shows this week's products; sending queues it
	 * for the confirmed subscribers.
	 */
	public function test_the_newsletter_is_previewed_and_sent() {
		$this->create_post( array( 'post_title' => 'Produto da semana no painel' ) );
		$this->stored_subscription( 'painel-ana@example.com' );
		$this->assertStringContainsString( '• Produto da semana no painel', $this->page() );
		$sent = $this->post_action( 'curadoria_afiliados_newsletter_send', 'curadoria_afiliados_newsletter_nonce' );
		$this->assertSame( 302, $sent->status );
		wp_cache_flush();
		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . curadoria_afiliados_mail_queue_table() . " q INNER JOIN " . curadoria_afiliados_subscribers_table() . " b ON b.id = q.subscriber_id WHERE q.kind = 'newsletter' AND b.email = %s", 'painel-ana@example.com' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}
}
