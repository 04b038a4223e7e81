<?php
/**
 * Tests of includes/settings.php: Configurações > Curadoria Afiliados, as the
 * administrator gets it from the server.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The settings page.
 */
final class Settings_Http_Test extends Curadoria_Http_Test_Case {

	/** The page. */
	private const PAGE = '/wp-admin/options-general.php?page=curadoria-afiliados';

	/** A deploy hook on the machine itself (nothing is sent in these tests). */
	private const HOOK = 'http://127.0.0.1:65000/hook';

	/**
	 * The hook is set (and put back after the test).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, self::HOOK );
		$this->keep_option( CURADORIA_AFILIADOS_ORIGINS_OPTION );
		$this->keep_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION );
	}

	/**
	 * The page shows the stored hook, the button, the cron warning (the local
	 * WordPress sets DISABLE_WP_CRON), the freshness window and the links' health.
	 */
	public function test_the_page_shows_every_setting_and_the_button() {
		$page = $this->admin_session()->get( $this->site( self::PAGE ) );
		$this->assertSame( 200, $page->status );
		$this->assertStringContainsString( 'URL do deploy hook', $page->body );
		$this->assertSame( self::HOOK, $this->field( $page->body, CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ) );
		$this->assertStringContainsString( 'value="Disparar rebuild agora"', $page->body );
		$this->assertStringContainsString( 'DISABLE_WP_CRON está ativo', $page->body );
		$this->assertSame( '7', $this->field( $page->body, CURADORIA_AFILIADOS_PRICE_FRESH_OPTION ) );
		$this->assertStringContainsString( 'Saúde dos links de afiliado', $page->body );
	}

	/**
	 * Hooks the form refuses.
	 *
	 * @return array[]
	 */
	public function refused_hooks() {
		return array(
			'ftp:'        => array( 'ftp://example.com/hook' ),
			'javascript:' => array( 'javascript:alert(1)' ),
		);
	}

	/**
	 * Saving one shows the error and keeps the stored hook, and leaves the
	 * CORS list as it was.
	 *
	 * @dataProvider refused_hooks
	 * @param string $hook Hook typed.
	 */
	public function test_the_form_refuses_a_bad_hook_and_keeps_the_old_one( $hook ) {
		$admin   = $this->admin_session();
		$page    = $admin->get( $this->site( self::PAGE ) );
		$origins = preg_match( '#<textarea[^>]*name="curadoria_afiliados_allowed_origins"[^>]*>(.*?)</textarea>#s', $page->body, $m ) ? html_entity_decode( $m[1], ENT_QUOTES ) : null;
		$this->assertNotNull( $origins );
		$saved = $admin->post_form(
			$this->site( '/wp-admin/options.php' ),
			array(
				'option_page'                        => 'curadoria_afiliados',
				'action'                             => 'update',
				'_wpnonce'                           => $this->field( $page->body, '_wpnonce' ),
				'_wp_http_referer'                   => '/wp-admin/options-general.php?page=curadoria-afiliados',
				CURADORIA_AFILIADOS_ORIGINS_OPTION   => $origins,
				CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION => $hook,
			)
		);
		$this->assertSame( 302, $saved->status );
		$after = $admin->get( $this->site( self::PAGE . '&settings-updated=true' ) );
		$this->assertStringContainsString( 'URL do deploy hook inválida', $after->body );
		$this->assertSame( self::HOOK, $this->field( $after->body, CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION ) );
		wp_cache_flush();
		$this->assertSame( $origins, get_option( CURADORIA_AFILIADOS_ORIGINS_OPTION ) );
	}

	/**
	 * Logging out closes the session: the page sends the visitor to log in.
	 */
	public function test_logging_out_closes_the_session() {
		$admin  = $this->new_admin_session();
		$page   = $admin->get( $this->site( self::PAGE ) );
		$logout = preg_match( '#href="([^"]*wp-login\.php\?action=logout[^"]*)"#', $page->body, $m ) ? html_entity_decode( $m[1], ENT_QUOTES ) : '';
		$this->assertNotSame( '', $logout );
		$admin->get( $logout );
		$this->assertSame( 302, $admin->get( $this->site( self::PAGE ) )->status );
	}
}
