<?php
/**
 * Tests of rules/preview.php: which posts have a preview, when it shows the
 * autosave, and the site's preview page address.
 *
 * @package CuradoriaAfiliados
 */

use PHPUnit\Framework\TestCase;

/**
 * Preview rules.
 */
final class Preview_Rules_Test extends TestCase {

	/**
	 * Drafts, pending, scheduled, private and published posts have a preview; the trash and auto-drafts do not.
	 */
	public function test_which_statuses_have_a_preview() {
		foreach ( array( 'draft', 'pending', 'future', 'private', 'publish' ) as $status ) {
			$this->assertTrue( curadoria_afiliados_preview_status_allowed( $status ), $status );
		}
		foreach ( array( 'trash', 'auto-draft', 'inherit', '' ) as $status ) {
			$this->assertFalse( curadoria_afiliados_preview_status_allowed( $status ), $status );
		}
	}

	/**
	 * An autosave newer than the post's last save is what the preview shows.
	 */
	public function test_a_newer_autosave_is_chosen() {
		$this->assertTrue( curadoria_afiliados_preview_uses_autosave( 1764324000, 1764324001 ) );
	}

	/**
	 * An autosave older than the post's last save, or of the same second, is not.
	 */
	public function test_an_older_autosave_is_passed_over() {
		$this->assertFalse( curadoria_afiliados_preview_uses_autosave( 1764324000, 1764323999 ) );
		$this->assertFalse( curadoria_afiliados_preview_uses_autosave( 1764324000, 1764324000 ) );
	}

	/**
	 * Without an autosave, the post; an autosave of a post whose save time is unknown, the autosave.
	 */
	public function test_without_an_autosave_the_post() {
		$this->assertFalse( curadoria_afiliados_preview_uses_autosave( 1764324000, false ) );
		$this->assertTrue( curadoria_afiliados_preview_uses_autosave( false, 1764324000 ) );
	}

	/**
	 * The preview page is /previa/ on the site, with the post and the token in its query.
	 */
	public function test_the_preview_page_address() {
		$this->assertSame(
			'https://achados.com.br/previa/?id=42&token=7.1764334800.abc_-DEF',
			curadoria_afiliados_preview_page_url( 'https://achados.com.br', 42, '7.1764334800.abc_-DEF' )
		);
	}
}
