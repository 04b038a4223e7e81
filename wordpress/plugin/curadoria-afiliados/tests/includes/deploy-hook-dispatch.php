<?php
/**
 * Tests of includes/deploy-hook-dispatch.php: one POST per request's changes,
 * at most one per minute with a deferred call at the end of the window,
 * against a local listener standing in for the static host.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Calling the deploy hook.
 */
final class Deploy_Hook_Dispatch_Test extends Curadoria_Test_Case {

	use Curadoria_Hook_Listener;

	/**
	 * The hook points at the listener; the window is fresh.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, self::$listener->url . '/hook' );
		$this->fresh_window();
		$this->listen();
	}

	/**
	 * No call yet, nothing deferred, nothing recorded.
	 */
	private function fresh_window() {
		delete_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION );
		wp_clear_scheduled_hook( CURADORIA_AFILIADOS_DEPLOY_EVENT );
		$GLOBALS['curadoria_afiliados_deploy_changes'] = array();
	}

	/**
	 * Deferred calls scheduled.
	 *
	 * @return int
	 */
	private function deferred_calls() {
		$calls = 0;
		foreach ( (array) _get_cron_array() as $hooks ) {
			$calls += isset( $hooks[ CURADORIA_AFILIADOS_DEPLOY_EVENT ] ) ? count( $hooks[ CURADORIA_AFILIADOS_DEPLOY_EVENT ] ) : 0;
		}
		return $calls;
	}

	/**
	 * The flush runs at shutdown, the deferred call on its WP-Cron event.
	 */
	public function test_the_calls_are_hooked_on_shutdown_and_on_the_cron_event() {
		$this->assertNotFalse( has_action( 'shutdown', 'curadoria_afiliados_deploy_hook_flush' ) );
		$this->assertNotFalse( has_action( CURADORIA_AFILIADOS_DEPLOY_EVENT, 'curadoria_afiliados_deploy_hook_cron' ) );
	}

	/**
	 * Publishing sends exactly one POST of {} as JSON with the plugin's
	 * User-Agent, and stamps the time; a flush without a new change sends nothing.
	 */
	public function test_a_publish_sends_one_post_and_starts_the_window() {
		$this->create_post();
		$sent_at = time();
		$this->assertSame( 'sent', curadoria_afiliados_deploy_hook_flush() );
		$sent = $this->sent();
		$this->assertCount( 1, $sent );
		$this->assertSame(
			array( 'POST', '/hook', 'application/json', '{}', 'curadoria-afiliados/' . CURADORIA_AFILIADOS_VERSION ),
			array( $sent[0]['method'], $sent[0]['path'], $sent[0]['content_type'], $sent[0]['body'], $sent[0]['user_agent'] )
		);
		$this->assertEqualsWithDelta( $sent_at, (int) get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION ), 1 );
		$this->assertSame( 'none', curadoria_afiliados_deploy_hook_flush() );
	}

	/**
	 * Changes within 60 s send nothing and schedule one deferred call at the
	 * end of the window; the cron event sends it once.
	 */
	public function test_changes_within_a_minute_are_sent_once_at_its_end() {
		$post = $this->create_post();
		curadoria_afiliados_deploy_hook_flush();
		$last = (int) get_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION );
		update_post_meta( $post, 'price', 'R$ 12,00' );
		$this->assertSame( 'scheduled', curadoria_afiliados_deploy_hook_flush() );
		$this->assertSame( $last + 60, wp_next_scheduled( CURADORIA_AFILIADOS_DEPLOY_EVENT ) );
		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'publicado editado',
			)
		);
		$this->assertSame( 'scheduled', curadoria_afiliados_deploy_hook_flush() );
		$this->assertSame( array( 1, 1 ), array( $this->deferred_calls(), count( $this->sent() ) ) );
		do_action( CURADORIA_AFILIADOS_DEPLOY_EVENT );
		$this->assertSame( array( 0, 2 ), array( $this->deferred_calls(), count( $this->sent() ) ) );
	}

	/**
	 * Changes of a published post, each made on its own.
	 *
	 * @return array[]
	 */
	public function changes() {
		return array(
			'its price changed'       => array(
				static function ( $post ) {
					update_post_meta( $post, 'price', 'R$ 13,00' );
				},
			),
			'its link removed'        => array(
				static function ( $post ) {
					delete_post_meta( $post, 'affiliate_url' );
				},
			),
			'its price date changed'  => array(
				static function ( $post ) {
					update_post_meta( $post, 'price_checked_at', '2026-01-02' );
				},
			),
			'unpublished'             => array(
				static function ( $post ) {
					wp_update_post(
						array(
							'ID'          => $post,
							'post_status' => 'draft',
						)
					);
				},
			),
			'trashed'                 => array(
				static function ( $post ) {
					wp_trash_post( $post );
				},
			),
			'deleted without trash'   => array(
				static function ( $post ) {
					wp_delete_post( $post, true );
				},
			),
		);
	}

	/**
	 * Each sends one POST.
	 *
	 * @dataProvider changes
	 * @param callable $change The change.
	 */
	public function test_a_change_of_a_published_post_sends_one_post( callable $change ) {
		$post = $this->create_post(
			array(
				'meta_input' => array(
					'price'         => 'R$ 12,00',
					'affiliate_url' => 'https://www.example.com/oferta',
				),
			)
		);
		$this->fresh_window();
		$change( $post );
		$this->assertSame( 'sent', curadoria_afiliados_deploy_hook_flush() );
		$this->assertCount( 1, $this->sent() );
	}

	/**
	 * A category created, renamed and deleted in one request: one POST.
	 */
	public function test_a_request_with_several_changes_sends_one_post() {
		$term = wp_insert_term( 'Teste Categoria', 'category' );
		wp_update_term( $term['term_id'], 'category', array( 'name' => 'Teste Categoria Renomeada' ) );
		wp_delete_term( $term['term_id'], 'category' );
		$this->assertSame( 'sent', curadoria_afiliados_deploy_hook_flush() );
		$this->assertCount( 1, $this->sent() );
	}

	/**
	 * A host's build hook gets an empty JSON POST, without a token.
	 */
	public function test_a_hosts_build_hook_gets_an_empty_json_post() {
		$args = curadoria_afiliados_deploy_hook_args( 'https://api.netlify.com/build_hooks/65a1b2c3', false );
		$this->assertSame( array( '{}', false ), array( $args['body'], isset( $args['headers']['Authorization'] ) ) );
	}

	/**
	 * GitHub without CURADORIA_DEPLOY_HOOK_TOKEN: nothing to send.
	 */
	public function test_github_without_a_token_is_not_called() {
		$args = curadoria_afiliados_deploy_hook_args( 'https://api.github.com/repos/dono/achados/dispatches', true );
		$this->assertSame( 'curadoria_afiliados_no_deploy_token', is_wp_error( $args ) ? $args->get_error_code() : 'sent' );
	}

	/**
	 * GitHub with the token: the repository_dispatch event, and the headers GitHub wants.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_github_gets_the_repository_dispatch_event_with_the_token() {
		define( 'CURADORIA_DEPLOY_HOOK_TOKEN', ' github_pat_teste ' );
		$args = curadoria_afiliados_deploy_hook_args( 'https://api.github.com/repos/dono/achados/dispatches', false );
		$this->assertSame(
			array( array( 'event_type' => 'wordpress-content' ), 'Bearer github_pat_teste', 'application/vnd.github+json', '2022-11-28' ),
			array( json_decode( $args['body'], true ), $args['headers']['Authorization'], $args['headers']['Accept'], $args['headers']['X-GitHub-Api-Version'] )
		);
	}
}
