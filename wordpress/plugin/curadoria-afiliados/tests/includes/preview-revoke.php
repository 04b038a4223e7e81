<?php
/**
 * Tests of includes/preview-revoke.php: 'Revogar links de pré-visualização'
 * in Posts stops a post's preview links.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The row action, in-process.
 */
final class Preview_Revoke_Test extends Curadoria_Test_Case {

	/**
	 * The row action is offered to who may edit a post that has a preview, and to no one else.
	 */
	public function test_the_action_is_offered_to_who_may_edit_the_post() {
		$draft = get_post( $this->create_post( array( 'post_status' => 'draft' ) ) );
		$this->assertArrayNotHasKey( 'curadoria-revoke-previews', curadoria_afiliados_revoke_row_action( array(), $draft ), 'a visitor' );
		$this->log_in_as_admin();
		$actions = curadoria_afiliados_revoke_row_action( array(), $draft );
		$this->assertStringContainsString( 'Revogar links de pré-visualização', $actions['curadoria-revoke-previews'] );
		$this->assertStringContainsString( '_wpnonce=', $actions['curadoria-revoke-previews'] );
		$page = get_post( $this->create_post( array( 'post_type' => 'page' ) ) );
		$this->assertArrayNotHasKey( 'curadoria-revoke-previews', curadoria_afiliados_revoke_row_action( array(), $page ), 'a page' );
	}
}

/**
 * The action over HTTP, with the administrator's session.
 */
final class Preview_Revoke_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * A stored draft of the administrator and a token for it.
	 *
	 * @return array{0: int, 1: string}
	 */
	private function draft_and_token() {
		$this->log_in_as_admin();
		$draft = $this->create_post(
			array(
				'post_title'  => 'Rascunho com link vazado',
				'post_status' => 'draft',
			)
		);
		$token = curadoria_afiliados_issue_preview_token( $draft );
		wp_set_current_user( 0 );
		return array( $draft, $token );
	}

	/**
	 * The preview route's status for a token.
	 *
	 * @param int    $post  Post ID.
	 * @param string $token Token.
	 * @return int
	 */
	private function status( $post, $token ) {
		return $this->http()->get( $this->site( '/wp-json/curadoria/v1/preview/' . $post . '?token=' . rawurlencode( $token ) ) )->status;
	}

	/**
	 * From the post's row in Posts, the owner revokes its links: the link stops working, and a notice says so.
	 */
	public function test_revoking_from_the_posts_list_stops_the_link() {
		list( $draft, $token ) = $this->draft_and_token();
		$this->assertSame( 200, $this->status( $draft, $token ) );
		$admin = $this->admin_session();
		$list  = $admin->get( $this->site( '/wp-admin/edit.php?post_status=draft' ) )->body;
		$this->assertSame( 1, preg_match( '~<a href="([^"]*action=curadoria_afiliados_revoke_previews&(?:amp;|#038;)?post=' . $draft . '&[^"]*)">Revogar links de pré-visualização</a>~', $list, $link ), 'the row action' );
		$revoked = $admin->get( html_entity_decode( $link[1], ENT_QUOTES ) );
		$this->assertSame( 302, $revoked->status );
		$this->assertSame( 401, $this->status( $draft, $token ) );
		$notice = $admin->get( (string) $revoked->header( 'Location' ) )->body;
		$this->assertStringContainsString( 'Os links de pré-visualização de “Rascunho com link vazado” foram revogados.', $notice );
	}

	/**
	 * Without the nonce, nothing is revoked.
	 */
	public function test_without_the_nonce_nothing_is_revoked() {
		list( $draft, $token ) = $this->draft_and_token();
		$answer                = $this->admin_session()->get( $this->site( '/wp-admin/admin-post.php?action=curadoria_afiliados_revoke_previews&post=' . $draft ) );
		$this->assertSame( 403, $answer->status );
		$this->assertSame( 200, $this->status( $draft, $token ) );
	}
}
