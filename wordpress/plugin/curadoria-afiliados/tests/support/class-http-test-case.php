<?php
/**
 * Base of the integration tests that need the running server: headers (CORS,
 * Retry-After), the client's address, admin screens with a logged-in user and
 * nonces. What they write is stored and cleaned up after them
 * (Curadoria_Stored_Test_Case).
 *
 * @package CuradoriaAfiliados
 */

/**
 * HTTP test case.
 */
abstract class Curadoria_Http_Test_Case extends Curadoria_Stored_Test_Case {

	/**
	 * The running server's address.
	 *
	 * @param string $path Path, e.g. '/wp-json/wp/v2/posts'.
	 * @return string
	 */
	protected function site( $path ) {
		return Curadoria_Local_WordPress::url() . $path;
	}

	/**
	 * An HTTP client without cookies (an anonymous visitor).
	 *
	 * @return Curadoria_Http_Client
	 */
	protected function http() {
		return new Curadoria_Http_Client();
	}

	/**
	 * POST an event to the counter like the site does (navigator.sendBeacon:
	 * text/plain), from a phone's browser unless headers say otherwise.
	 *
	 * @param array|string $event   Event (an array is encoded).
	 * @param array        $headers Request headers.
	 * @return Curadoria_Http_Response
	 */
	protected function send_event( $event, array $headers = array() ) {
		return $this->http()->request(
			'POST',
			$this->site( '/wp-json/curadoria/v1/events' ),
			$headers + array(
				'User-Agent'   => self::BROWSER,
				'Content-Type' => 'text/plain;charset=UTF-8',
			),
			is_string( $event ) ? $event : wp_json_encode( $event )
		);
	}

	/**
	 * Administrators' sessions opened by the test class, by class: the first
	 * is reused by its tests; all are ended after them.
	 *
	 * @var array<string, Curadoria_Http_Client[]>
	 */
	private static $admin_sessions = array();

	/**
	 * End the class's sessions, so the administrator's session tokens are as
	 * they were.
	 */
	public static function tearDownAfterClass(): void {
		foreach ( self::$admin_sessions[ static::class ] ?? array() as $session ) {
			$cookie = wp_parse_auth_cookie( rawurldecode( (string) $session->cookie( LOGGED_IN_COOKIE ) ), 'logged_in' );
			if ( $cookie ) {
				WP_Session_Tokens::get_instance( (int) get_user_by( 'login', $cookie['username'] )->ID )->destroy( $cookie['token'] );
			}
		}
		unset( self::$admin_sessions[ static::class ] );
		parent::tearDownAfterClass();
	}

	/**
	 * The test class's administrator's session on the server (logged in once).
	 *
	 * @return Curadoria_Http_Client
	 */
	protected function admin_session() {
		return self::$admin_sessions[ static::class ][0] ?? $this->new_admin_session();
	}

	/**
	 * A new administrator's session on the server.
	 *
	 * @return Curadoria_Http_Client
	 */
	protected function new_admin_session() {
		$client = new Curadoria_Http_Client();
		$client->get( $this->site( '/wp-login.php' ) );
		$login = $client->post_form(
			$this->site( '/wp-login.php' ),
			array(
				'log'        => 'admin',
				'pwd'        => 'admin',
				'testcookie' => '1',
			)
		);
		$this->assertSame( 302, $login->status, 'admin login' );
		self::$admin_sessions[ static::class ][] = $client;
		return $client;
	}

	/**
	 * Save a post's boxes the way the block editor does in the background: a
	 * POST of the boxes' forms to the edit screen's _wpMetaBoxUrl, with the
	 * screen's nonces.
	 *
	 * @param Curadoria_Http_Client $admin  Administrator's session.
	 * @param int                   $post   Post ID.
	 * @param array                 $fields Box fields.
	 * @return array{0: Curadoria_Http_Response, 1: string} The save's answer, and the edit screen it was made from.
	 */
	protected function save_boxes( Curadoria_Http_Client $admin, $post, array $fields ) {
		$edit = $admin->get( $this->site( '/wp-admin/post.php?post=' . $post . '&action=edit' ) )->body;
		$this->assertSame( 1, preg_match( '/_wpMetaBoxUrl = ("[^"]*")/', $edit, $url ), 'the block editor loads the boxes' );
		$saved = $admin->post_form(
			json_decode( $url[1] ),
			$fields + array(
				'_wpnonce'                         => $this->field( $edit, '_wpnonce' ),
				'action'                           => 'editpost',
				'post_type'                        => 'post',
				'post_ID'                          => $post,
				'original_post_status'             => 'publish',
				'user_ID'                          => $this->field( $edit, 'user_ID' ),
				'curadoria_afiliados_nonce'        => $this->field( $edit, 'curadoria_afiliados_nonce' ),
				'curadoria_afiliados_offers_nonce' => $this->field( $edit, 'curadoria_afiliados_offers_nonce' ),
			)
		);
		return array( $saved, $edit );
	}

	/**
	 * The address the block editor's script asks for the refusals at.
	 *
	 * @param string $edit Edit screen.
	 * @return string
	 */
	protected function notices_url( $edit ) {
		$this->assertSame( 1, preg_match( '/var curadoriaAfiliadosEditor = (\{.*?\});/', $edit, $config ) );
		return (string) ( json_decode( $config[1], true )['noticesUrl'] ?? '' );
	}

	/**
	 * The value="" of a form field in a page.
	 *
	 * @param string $html Page.
	 * @param string $name Field name.
	 * @return string|null Null when the page has no such field.
	 */
	protected function field( $html, $name ) {
		$quoted = preg_quote( $name, '/' );
		if ( ! preg_match( '/<input[^>]*name="' . $quoted . '"[^>]*>/', $html, $input ) ) {
			return null;
		}
		return preg_match( '/value="([^"]*)"/', $input[0], $value ) ? html_entity_decode( $value[1], ENT_QUOTES ) : '';
	}
}
