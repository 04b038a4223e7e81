<?php
/**
 * Tests of rules/consent.php: the consent texts' versions.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Consent texts and versions.
 */
final class Consent_Rules_Test extends TestCase {

	/**
	 * Nothing stored: version 1 is the default text.
	 */
	public function test_a_fresh_install_has_version_one_of_each_text() {
		foreach ( array( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER, CURADORIA_AFILIADOS_PURPOSE_ALERT ) as $purpose ) {
			$current = curadoria_afiliados_consent_current( curadoria_afiliados_consent_versions( $purpose, null ) );
			$this->assertSame( 1, $current['version'] );
			$this->assertSame( CURADORIA_AFILIADOS_CONSENT_DEFAULTS[ $purpose ], $current['text'] );
		}
	}

	/**
	 * A changed text becomes the next version; the old ones are kept word for word.
	 */
	public function test_a_changed_text_is_a_new_version_and_the_old_is_kept() {
		$versions = curadoria_afiliados_consent_versions( CURADORIA_AFILIADOS_PURPOSE_ALERT, null );
		$versions = curadoria_afiliados_consent_add_version( $versions, 'Quero o aviso de preço.', '2026-12-01T10:00:00Z' );
		$versions = curadoria_afiliados_consent_add_version( $versions, 'Quero o aviso de preço, uma vez por dia.', '2026-12-02T10:00:00Z' );
		$this->assertSame( array( 1, 2, 3 ), array_column( $versions, 'version' ) );
		$this->assertSame( 'Quero o aviso de preço.', curadoria_afiliados_consent_find( $versions, 2 )['text'] );
		$this->assertSame( '2026-12-01T10:00:00Z', curadoria_afiliados_consent_find( $versions, 2 )['since'] );
		$this->assertSame( 3, curadoria_afiliados_consent_current( $versions )['version'] );
		$this->assertSame( CURADORIA_AFILIADOS_CONSENT_DEFAULTS[ CURADORIA_AFILIADOS_PURPOSE_ALERT ], curadoria_afiliados_consent_find( $versions, 1 )['text'] );
	}

	/**
	 * Saving the same text (spaces aside), or nothing, makes no version.
	 */
	public function test_the_same_text_or_none_makes_no_version() {
		$versions = curadoria_afiliados_consent_add_version( curadoria_afiliados_consent_versions( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER, null ), 'Quero a newsletter.', '2026-12-01T10:00:00Z' );
		$this->assertSame( $versions, curadoria_afiliados_consent_add_version( $versions, "  Quero  a\nnewsletter. ", '2026-12-02T10:00:00Z' ) );
		$this->assertSame( $versions, curadoria_afiliados_consent_add_version( $versions, '   ', '2026-12-02T10:00:00Z' ) );
		$this->assertSame( $versions, curadoria_afiliados_consent_add_version( $versions, null, '2026-12-02T10:00:00Z' ) );
	}

	/**
	 * Texts are plain: markup is dropped.
	 */
	public function test_a_text_is_plain() {
		$this->assertSame( 'Quero a newsletter.', curadoria_afiliados_consent_clean( '<b>Quero</b> a <em>newsletter</em>.' ) );
	}

	/**
	 * A version that was never there is not found.
	 */
	public function test_an_unknown_version_is_not_found() {
		$versions = curadoria_afiliados_consent_versions( CURADORIA_AFILIADOS_PURPOSE_NEWSLETTER, null );
		$this->assertNull( curadoria_afiliados_consent_find( $versions, 2 ) );
		$this->assertNull( curadoria_afiliados_consent_find( $versions, '1' ) );
	}

	/**
	 * Stored entries of the wrong shape are ignored.
	 */
	public function test_stored_entries_of_the_wrong_shape_are_ignored() {
		$stored = array(
			array(
				'version' => 1,
				'text'    => 'Um',
				'since'   => '2026-11-28T00:00:00Z',
			),
			array( 'version' => '2' ),
			'lixo',
		);
		$this->assertCount( 1, curadoria_afiliados_consent_versions( CURADORIA_AFILIADOS_PURPOSE_ALERT, $stored ) );
	}
}
