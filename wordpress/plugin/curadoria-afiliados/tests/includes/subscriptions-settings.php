<?php
/**
 * Tests of includes/subscriptions-settings.php: the e-mails' links at the
 * site's address, the hourly cap and the consent texts' versions.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The subscriptions' settings.
 */
final class Subscriptions_Settings_Test extends Curadoria_Test_Case {

	/**
	 * The links of the e-mails are the site's pages.
	 */
	public function test_the_links_lead_to_the_sites_pages() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
		$this->assertSame( 'https://achados.example/product/12?via=alerta', curadoria_afiliados_product_link( 12, true ) );
		$this->assertSame( 'https://achados.example/product/12', curadoria_afiliados_product_link( 12 ) );
		$this->assertSame( 'https://achados.example/inscricao/cancelar?token=a.b', curadoria_afiliados_cancel_link( 'a.b' ) );
	}

	/**
	 * The hourly cap: 500 by default; 0 to 100,000 may be saved, anything else keeps the previous value.
	 */
	public function test_the_hourly_cap() {
		delete_option( CURADORIA_AFILIADOS_MAIL_CAP_OPTION );
		$this->assertSame( 500, curadoria_afiliados_mail_hourly_cap() );
		$this->assertSame( 0, curadoria_afiliados_sanitize_mail_cap( '0' ) );
		$this->assertSame( 1200, curadoria_afiliados_sanitize_mail_cap( '1200' ) );
		$this->assertSame( 500, curadoria_afiliados_sanitize_mail_cap( '-3' ) );
		$this->assertSame( 500, curadoria_afiliados_sanitize_mail_cap( 'muitos' ) );
	}

	/**
	 * Saving the settings form with a changed text adds a version; the old
	 * versions are kept; the same text again adds none.
	 */
	public function test_saving_a_changed_consent_text_adds_a_version() {
		$form = array(
			CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER => CURADORIA_AFILIADOS_CONSENT_DEFAULTS[ CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER ],
			CURADORIA_AFILIADOS_PURPOSE_ALERT      => 'Quero o aviso de preço deste produto.',
		);
		update_option( CURADORIA_AFILIADOS_CONSENT_OPTION, curadoria_afiliados_sanitize_consent_texts( $form ) );
		update_option( CURADORIA_AFILIADOS_CONSENT_OPTION, curadoria_afiliados_sanitize_consent_texts( $form ) );
		$this->assertSame( array( 1 ), array_column( curadoria_afiliados_consent_versions_of( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER ), 'version' ) );
		$alert = curadoria_afiliados_consent_versions_of( CURADORIA_AFILIADOS_PURPOSE_ALERT );
		$this->assertSame( array( 1, 2 ), array_column( $alert, 'version' ) );
		$this->assertSame( CURADORIA_AFILIADOS_CONSENT_DEFAULTS[ CURADORIA_AFILIADOS_PURPOSE_ALERT ], $alert[0]['text'] );
	}
}
