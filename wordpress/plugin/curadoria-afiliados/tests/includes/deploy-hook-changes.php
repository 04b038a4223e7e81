<?php
/**
 * Tests of includes/deploy-hook-changes.php: which changes ask for a rebuild.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Changes that need a rebuild (recorded; sending is deploy-hook-dispatch.php's).
 */
final class Deploy_Hook_Changes_Test extends Curadoria_Test_Case {

	/**
	 * A hook on the machine itself (nothing is sent in these tests), and a
	 * fresh window.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, 'http://127.0.0.1:65000/hook' );
		$GLOBALS['curadoria_afiliados_deploy_changes'] = array();
	}

	/**
	 * Without a URL, publishing records nothing and there is nothing to send.
	 */
	public function test_without_a_url_nothing_is_recorded() {
		update_option( CURADORIA_AFILIADOS_DEPLOY_HOOK_OPTION, '' );
		$this->create_post();
		$this->assertSame( array(), curadoria_afiliados_deploy_hook_changes() );
		$this->assertSame( 'none', curadoria_afiliados_deploy_hook_flush() );
	}

	/**
	 * A draft, edited and priced, and its autosave: nothing to rebuild.
	 */
	public function test_a_draft_and_its_autosave_record_nothing() {
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		wp_update_post(
			array(
				'ID'         => $draft,
				'post_title' => 'rascunho editado',
			)
		);
		update_post_meta( $draft, 'price', 'R$ 10,00' );
		_wp_put_post_revision( get_post( $draft ), true );
		$this->assertSame( array(), curadoria_afiliados_deploy_hook_changes() );
		$this->assertSame( 'none', curadoria_afiliados_deploy_hook_flush() );
	}

	/**
	 * Publishing (status and meta in one update) is a change.
	 */
	public function test_publishing_is_a_change() {
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'publish',
				'meta_input'  => array( 'affiliate_url' => 'https://www.example.com/oferta' ),
			)
		);
		$this->assertNotSame( array(), curadoria_afiliados_deploy_hook_changes() );
	}

	/**
	 * The same meta value again, or a meta the site does not show: nothing.
	 */
	public function test_an_unchanged_value_or_another_meta_is_not_a_change() {
		$post = $this->create_post( array( 'meta_input' => array( 'price' => 'R$ 12,00' ) ) );
		$GLOBALS['curadoria_afiliados_deploy_changes'] = array();
		update_post_meta( $post, 'price', 'R$ 12,00' );
		update_post_meta( $post, '_curadoria_outro', 'x' );
		$this->assertSame( array(), curadoria_afiliados_deploy_hook_changes() );
	}

	/**
	 * A category created, renamed and deleted: three changes.
	 */
	public function test_category_changes_are_changes() {
		$term = wp_insert_term( 'Teste Categoria', 'category' );
		wp_update_term( $term['term_id'], 'category', array( 'name' => 'Teste Categoria Renomeada' ) );
		wp_delete_term( $term['term_id'], 'category' );
		$this->assertCount( 3, curadoria_afiliados_deploy_hook_changes() );
	}

	/**
	 * Seeds and imports turn the hook off with a filter: nothing recorded, nothing sent.
	 */
	public function test_the_enabled_filter_turns_it_off() {
		$this->add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );
		$this->create_post();
		wp_insert_term( 'Teste Seed', 'category' );
		$this->assertSame( array(), curadoria_afiliados_deploy_hook_changes() );
		$this->assertSame( 'none', curadoria_afiliados_deploy_hook_flush() );
	}
}
