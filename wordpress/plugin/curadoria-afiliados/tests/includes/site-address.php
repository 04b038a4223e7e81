<?php
/**
 * Tests of includes/site-address.php: where 'Visualizar' sends the owner, and
 * the owner's setting on Configurações > Curadoria Afiliados.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The address in use, in-process.
 */
final class Site_Address_Test extends Curadoria_Test_Case {

	/**
	 * The owner's address wins over the allow-list.
	 */
	public function test_the_owners_address_wins() {
		update_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, "https://outro.example\nhttp://127.0.0.1:*" );
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
		$this->assertSame( 'https://achados.example', curadoria_afiliados_site_address() );
	}

	/**
	 * Without it, the first exact https origin of the allow-list.
	 */
	public function test_without_it_the_allow_lists_first_https_origin() {
		update_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, "http://127.0.0.1:*\nhttps://achados.example\nhttps://www.achados.example" );
		delete_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION );
		$this->assertSame( 'https://achados.example', curadoria_afiliados_site_address() );
	}

	/**
	 * A stored value that is not an address counts as none.
	 */
	public function test_a_stored_value_that_is_not_an_address_counts_as_none() {
		update_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, 'http://127.0.0.1:*' );
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'javascript:alert(1)' );
		$this->assertSame( '', curadoria_afiliados_site_address() );
	}

	/**
	 * The settings form keeps the previous address when the new one is not an address, and says why.
	 */
	public function test_the_form_refuses_what_is_not_an_address() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->assertSame( 'https://achados.example', curadoria_afiliados_sanitize_site_address_option( 'https://achados.example/loja' ) );
		$this->assertSame( 'curadoria-afiliados-site-address-invalid', get_settings_errors( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION )[0]['code'] ?? '' );
		$this->assertSame( 'https://novo.example', curadoria_afiliados_sanitize_site_address_option( 'novo.example/' ) );
		$this->assertSame( '', curadoria_afiliados_sanitize_site_address_option( '  ' ), 'empty: back to the default' );
	}
}

/**
 * The setting on the settings page, over HTTP.
 */
final class Site_Address_Http_Test extends Curadoria_Http_Test_Case {

	/** The page. */
	private const PAGE = '/wp-admin/options-general.php?page=curadoria-afiliados';

	/**
	 * The settings the form saves are put back after the test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->keep_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION );
		$this->keep_option( CURADORIA_AFILIADOS_ORIGINS_OPTION );
		$this->keep_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION );
		$this->keep_option( CURADORIA_AFILIADOS_PRICE_FRESH_OPTION );
	}

	/**
	 * The owner types the site's host; the page then says it is in use.
	 */
	public function test_the_owner_sets_the_sites_address() {
		$admin = $this->admin_session();
		$page  = $admin->get( $this->site( self::PAGE ) );
		$this->assertStringContainsString( 'Endereço do site', $page->body );
		$saved = $admin->post_form(
			$this->site( '/wp-admin/options.php' ),
			array(
				'option_page'                           => 'curadoria_afiliados',
				'action'                                => 'update',
				'_wpnonce'                              => $this->field( $page->body, '_wpnonce' ),
				'_wp_http_referer'                      => '/wp-admin/options-general.php?page=curadoria-afiliados',
				CURADORIA_AFILIADOS_ORIGINS_OPTION      => (string) get_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, '' ),
				CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION  => (string) get_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '' ),
				CURADORIA_AFILIADOS_PRICE_FRESH_OPTION  => (string) curadoria_afiliados_price_fresh_days(),
				CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION => 'achados.example',
			)
		);
		$this->assertSame( 302, $saved->status );
		$after = $admin->get( $this->site( self::PAGE ) );
		$this->assertSame( 'https://achados.example', $this->field( $after->body, CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION ) );
		$this->assertStringContainsString( 'Em uso: https://achados.example.', $after->body );
	}

	/**
	 * Without an address (the local allow-list has only port wildcards), the page says 'Visualizar' stays WordPress's.
	 */
	public function test_the_page_says_when_no_address_is_in_use() {
		$this->set_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, '' );
		$this->set_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, 'http://127.0.0.1:*' );
		$page = $this->admin_session()->get( $this->site( self::PAGE ) );
		$this->assertStringContainsString( 'Nenhum endereço em uso: “Visualizar” mostra a pré-visualização do próprio WordPress, e as inscrições não são aceitas.', $page->body );
	}
}
