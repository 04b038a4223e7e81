<?php
/**
 * Tests of includes/deploy-hook-button.php: "Disparar rebuild agora" calls
 * the deploy hook at once and tells the owner what it answered.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The manual call, in-process, against a local listener.
 */
final class Deploy_Hook_Button_Test extends Curadoria_Test_Case {

	/** What every failure says: nothing tells a closed port from a silent one. */
	private const GENERIC_FAILURE = array(
		'type'    => 'error',
		'message' => 'Falha ao chamar o deploy hook: o endereço não respondeu ou não é permitido. Confira a URL (https:// de um host público).',
	);

	use Curadoria_Hook_Listener;

	/**
	 * Count the listener's requests from here.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->listen();
	}

	/**
	 * A listener port nothing listens on, or one that accepts and never answers.
	 *
	 * @param resource $server A socket server, or null.
	 * @return int
	 */
	private function port_of( $server ) {
		return (int) substr( (string) strrchr( stream_socket_get_name( $server, false ), ':' ), 1 );
	}

	/**
	 * The button ignores the debounce window, drops the deferred call, sends
	 * one POST and shows the HTTP answer.
	 */
	public function test_the_button_sends_at_once_and_shows_the_answer() {
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, self::$listener->url . '/hook' );
		update_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION, time() - 10 );
		wp_schedule_single_event( time() + 50, CURADORIA_AFILIADOS_DEPLOY_EVENT );
		$this->assertSame(
			array(
				'type'    => 'success',
				'message' => 'Rebuild solicitado. Resposta do deploy hook: HTTP 200 OK.',
			),
			curadoria_afiliados_deploy_hook_trigger_now()
		);
		$this->assertCount( 1, $this->sent() );
		$this->assertFalse( wp_next_scheduled( CURADORIA_AFILIADOS_DEPLOY_EVENT ) );
	}

	/**
	 * An answer other than 2xx is an error.
	 */
	public function test_an_answer_other_than_2xx_is_an_error() {
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, self::$listener->url . '/nada' );
		$this->add_filter(
			'pre_http_request',
			static function () {
				return array(
					'headers'  => array(),
					'body'     => '',
					'response' => array(
						'code'    => 500,
						'message' => 'Internal Server Error',
					),
					'cookies'  => array(),
				);
			}
		);
		$this->assertSame( 'error', curadoria_afiliados_deploy_hook_trigger_now()['type'] );
	}

	/**
	 * A hook that redirects: its 302 is the answer, and where it points is
	 * never asked.
	 */
	public function test_a_redirect_is_never_followed() {
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, self::$listener->url . '/redirect' );
		$this->assertSame(
			array(
				'type'    => 'error',
				'message' => 'O deploy hook recusou o pedido: HTTP 302 Found.',
			),
			curadoria_afiliados_deploy_hook_trigger_now()
		);
		$this->assertSame( array( '/redirect' ), array_column( $this->sent(), 'path' ) );
	}

	/**
	 * A closed port and an open port that never answers HTTP give the same
	 * generic message.
	 */
	public function test_every_failure_gives_the_same_message() {
		$silent = stream_socket_server( 'tcp://127.0.0.1:0' ); // Accepts connections (the kernel's backlog), never answers.
		$closed = stream_socket_server( 'tcp://127.0.0.1:0' );
		$ports  = array( $this->port_of( $closed ), $this->port_of( $silent ) );
		fclose( $closed );
		$this->add_filter(
			'curadoria_afiliados_deploy_hook_request_args',
			static function ( $args ) {
				return array( 'timeout' => 1 ) + $args;
			}
		);
		$notices = array();
		foreach ( $ports as $port ) {
			update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, "http://127.0.0.1:{$port}/hook" );
			$notices[] = curadoria_afiliados_deploy_hook_trigger_now();
		}
		fclose( $silent );
		$this->assertSame( array( self::GENERIC_FAILURE, self::GENERIC_FAILURE ), $notices );
	}

	/**
	 * GitHub's repository_dispatch without its token: the button says what is missing.
	 */
	public function test_github_without_its_token_says_what_is_missing() {
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, 'https://api.github.com/repos/dono/achados/dispatches' );
		$notice = curadoria_afiliados_deploy_hook_trigger_now();
		$this->assertSame( 'error', $notice['type'] );
		$this->assertStringContainsString( 'CURADORIA_DEPLOY_HOOK_TOKEN', $notice['message'] );
	}
}

/**
 * The button on the server's settings page, with an administrator's session.
 */
final class Deploy_Hook_Button_Http_Test extends Curadoria_Http_Test_Case {

	use Curadoria_Hook_Listener;

	/**
	 * The hook points at the listener, with no call yet and nothing deferred
	 * (the options and the schedule are put back after the test).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, self::$listener->url . '/hook' );
		$this->keep_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION );
		$this->keep_option( 'cron' );
		delete_option( CURADORIA_AFILIADOS_DEPLOY_LAST_OPTION );
		wp_clear_scheduled_hook( CURADORIA_AFILIADOS_DEPLOY_EVENT );
	}

	/**
	 * An anonymous visitor cannot press it: 400, nothing sent.
	 */
	public function test_an_anonymous_visitor_cannot_call_the_hook() {
		$this->listen();
		$response = $this->http()->post_form( $this->site( '/wp-admin/admin-post.php' ), array( 'action' => 'curadoria_afiliados_deploy_now' ) );
		$this->assertSame( 400, $response->status );
		$this->assertSame( array(), $this->sent() );
	}

	/**
	 * With a wrong nonce: 403, nothing sent.
	 */
	public function test_a_wrong_nonce_sends_nothing() {
		$this->listen();
		$response = $this->admin_session()->post_form(
			$this->site( '/wp-admin/admin-post.php' ),
			array(
				'action'                          => 'curadoria_afiliados_deploy_now',
				'curadoria_afiliados_deploy_nonce' => 'deadbeef00',
			)
		);
		$this->assertSame( 403, $response->status );
		$this->assertSame( array(), $this->sent() );
	}

	/**
	 * Showing the settings page sends nothing; the button, pressed by the
	 * administrator, sends one POST ({} as JSON, the plugin's User-Agent) and
	 * goes back to the settings page, which shows the answer and the time of
	 * the call.
	 */
	public function test_the_administrator_calls_the_hook_and_sees_the_answer() {
		$this->listen();
		$admin    = $this->admin_session();
		$settings = $admin->get( $this->site( '/wp-admin/options-general.php?page=curadoria-afiliados' ) );
		$this->assertSame( array(), $this->sent() );
		$response = $admin->post_form(
			$this->site( '/wp-admin/admin-post.php' ),
			array(
				'action'                          => 'curadoria_afiliados_deploy_now',
				'curadoria_afiliados_deploy_nonce' => $this->field( $settings->body, 'curadoria_afiliados_deploy_nonce' ),
			)
		);
		$this->assertSame( 302, $response->status );
		$this->assertStringEndsWith( 'page=curadoria-afiliados&curadoria-deploy=1', (string) $response->header( 'Location' ) );
		$sent = $this->sent();
		$this->assertCount( 1, $sent );
		$this->assertSame( array( 'application/json', '{}' ), array( $sent[0]['content_type'], $sent[0]['body'] ) );
		$this->assertStringStartsWith( 'curadoria-afiliados/', $sent[0]['user_agent'] );
		$page = $admin->get( (string) $response->header( 'Location' ) );
		$this->assertStringContainsString( 'Rebuild solicitado. Resposta do deploy hook: HTTP 200 OK.', $page->body );
		$this->assertStringContainsString( 'Último envio ao deploy hook', $page->body );
	}
}
