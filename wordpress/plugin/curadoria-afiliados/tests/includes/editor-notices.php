<?php
/**
 * Tests of includes/editor-notices.php: the owner is told why a price or an
 * offer was refused, in the classic editor as a notice, in the block editor
 * through its script.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The refusals, in-process.
 */
final class Editor_Notices_Test extends Curadoria_Test_Case {

	/** A refusal. */
	public const REFUSAL = 'O preço "R$ 12,50 à vista" não é um valor em reais e não foi salvo; o valor anterior foi mantido. Use, por exemplo, R$ 1.299,90, 1299,90 ou 39,90.';

	/**
	 * What the edit screen the save redirects to prints among its notices.
	 *
	 * @param int  $post         Post ID.
	 * @param bool $block_editor Whether the screen is the block editor.
	 * @return string
	 */
	private function edit_screen_notices( $post, $block_editor ) {
		$GLOBALS['post'] = get_post( $post );
		set_current_screen( 'post' );
		get_current_screen()->is_block_editor( $block_editor );
		ob_start();
		curadoria_afiliados_editor_admin_notices();
		return (string) ob_get_clean();
	}

	/**
	 * The block editor hides admin notices: none is printed, and the refusal
	 * waits for its script.
	 */
	public function test_in_the_block_editor_the_refusal_waits_for_its_script() {
		$this->log_in_as_admin();
		$post = $this->create_post();
		curadoria_afiliados_editor_notice( $post, self::REFUSAL );
		$this->assertSame( '', $this->edit_screen_notices( $post, true ) );
		$this->assertSame( array( self::REFUSAL ), get_transient( curadoria_afiliados_notice_key( $post ) ) );
	}

	/**
	 * The classic editor shows it once, as an error notice.
	 */
	public function test_in_the_classic_editor_the_refusal_is_shown_once() {
		$this->log_in_as_admin();
		$post = $this->create_post();
		curadoria_afiliados_editor_notice( $post, self::REFUSAL );
		$this->assertSame( '<div class="notice notice-error curadoria-afiliados-refused"><p>' . esc_html( self::REFUSAL ) . '</p></div>', $this->edit_screen_notices( $post, false ) );
		$this->assertFalse( get_transient( curadoria_afiliados_notice_key( $post ) ) );
	}
}

/**
 * The refusals as the block editor's script gets them from the server.
 */
final class Editor_Notices_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * An unreadable price saved from the block editor is refused (the post
	 * keeps no price), and its script is told why, once; asking without the
	 * nonce is refused.
	 */
	public function test_the_block_editors_script_is_told_why_a_price_was_refused_once() {
		$post                 = $this->create_post();
		$admin                = $this->admin_session();
		list( $saved, $edit ) = $this->save_boxes( $admin, $post, array( 'curadoria_afiliados_price' => 'R$ 12,50 à vista' ) );
		$this->assertSame( 302, $saved->status );
		wp_cache_flush();
		$this->assertSame( array( '', 0 ), array( get_post_meta( $post, 'price', true ), (int) get_post_meta( $post, 'price_cents', true ) ) );
		$url = $this->notices_url( $edit );
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array( Editor_Notices_Test::REFUSAL ),
			),
			$admin->get( $url )->json()
		);
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array(),
			),
			$admin->get( $url )->json()
		);
		$this->assertSame( 403, $admin->get( $this->site( '/wp-admin/admin-ajax.php?action=curadoria_afiliados_notices&post=' . $post ) )->status );
	}
}
