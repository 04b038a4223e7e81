<?php
/**
 * The owner's credentials for the stores' APIs (Configurações > Curadoria
 * Afiliados, or constants in wp-config.php, which win): Amazon's Creators
 * API (credential id, secret and version, partner tag, marketplace),
 * Mercado Livre (an application's client id and secret) and Shopee's
 * affiliate API (app id and secret). Secrets are never shown back.
 *
 * @package CuradoriaAfiliados
 */

defined( 'ABSPATH' ) || exit;

/** The settings: option => array( constant, label, secret? ). */
const CURADORIA_AFILIADOS_API_SETTINGS = array(
	'curadoria_afiliados_amazon_credential_id'      => array( 'CURADORIA_AMAZON_CREDENTIAL_ID', 'Amazon Creators API: Credential ID', false ),
	'curadoria_afiliados_amazon_credential_secret'  => array( 'CURADORIA_AMAZON_CREDENTIAL_SECRET', 'Amazon Creators API: Credential Secret', true ),
	'curadoria_afiliados_amazon_credential_version' => array( 'CURADORIA_AMAZON_CREDENTIAL_VERSION', 'Amazon Creators API: versão da credencial (2.1 ou 3.1 para a Amazon.com.br)', false ),
	'curadoria_afiliados_amazon_partner_tag'        => array( 'CURADORIA_AMAZON_PARTNER_TAG', 'Amazon: tag de associado (partner tag, por exemplo meusite-20)', false ),
	'curadoria_afiliados_amazon_marketplace'        => array( 'CURADORIA_AMAZON_MARKETPLACE', 'Amazon: marketplace (padrão www.amazon.com.br)', false ),
	'curadoria_afiliados_mercado_livre_client_id'   => array( 'CURADORIA_MERCADO_LIVRE_CLIENT_ID', 'Mercado Livre: Client ID do aplicativo', false ),
	'curadoria_afiliados_mercado_livre_secret'      => array( 'CURADORIA_MERCADO_LIVRE_SECRET', 'Mercado Livre: Client Secret do aplicativo', true ),
	'curadoria_afiliados_shopee_app_id'             => array( 'CURADORIA_SHOPEE_APP_ID', 'Shopee Afiliados: AppID', false ),
	'curadoria_afiliados_shopee_secret'             => array( 'CURADORIA_SHOPEE_SECRET', 'Shopee Afiliados: Secret', true ),
);

/**
 * One credential ('' when not set).
 *
 * @param string $option Option name (a key of CURADORIA_AFILIADOS_API_SETTINGS).
 * @return string
 */
function curadoria_afiliados_api_setting( $option ) {
	$value = curadoria_afiliados_setting( CURADORIA_AFILIADOS_API_SETTINGS[ $option ][0], $option );
	return is_string( $value ) ? trim( $value ) : '';
}

/**
 * The addresses of the stores' APIs (the tests point them at a local server).
 *
 * @return array<string, string>
 */
function curadoria_afiliados_api_urls() {
	/**
	 * Filters the addresses of the stores' APIs.
	 *
	 * @param array<string, string> $urls amazon_token_2.1 … amazon_token_3.3 (OAuth token endpoints per credential version),
	 *                                    amazon_items, mercado_livre (base), mercado_livre_token, shopee.
	 */
	return (array) apply_filters(
		'curadoria_afiliados_store_api_urls',
		array(
			'amazon_token_2.1'    => 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
			'amazon_token_2.2'    => 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
			'amazon_token_2.3'    => 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
			'amazon_token_3.1'    => 'https://api.amazon.com/auth/o2/token',
			'amazon_token_3.2'    => 'https://api.amazon.co.uk/auth/o2/token',
			'amazon_token_3.3'    => 'https://api.amazon.co.jp/auth/o2/token',
			'amazon_items'        => 'https://creatorsapi.amazon/catalog/v1/getItems',
			'mercado_livre'       => 'https://api.mercadolibre.com',
			'mercado_livre_token' => 'https://api.mercadolibre.com/oauth/token',
			'shopee'              => 'https://open-api.affiliate.shopee.com.br/graphql',
		)
	);
}

/**
 * Register the settings (Settings API) that wp-config.php does not fix.
 */
function curadoria_afiliados_register_api_settings() {
	foreach ( CURADORIA_AFILIADOS_API_SETTINGS as $option => $setting ) {
		if ( defined( $setting[0] ) ) {
			continue;
		}
		register_setting(
			'curadoria_afiliados',
			$option,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => static function ( $value ) use ( $option, $setting ) {
					$value = trim( sanitize_text_field( is_string( $value ) ? $value : '' ) );
					// A secret field is never filled in with the stored secret: left blank, it keeps it.
					return $setting[2] && '' === $value ? (string) get_option( $option, '' ) : $value;
				},
			)
		);
	}
}
add_action( 'admin_init', 'curadoria_afiliados_register_api_settings' );

/**
 * Secrets are not loaded on every page.
 */
function curadoria_afiliados_api_settings_not_autoloaded() {
	foreach ( array_keys( CURADORIA_AFILIADOS_API_SETTINGS ) as $option ) {
		add_option( $option, '', '', false );
	}
}

/**
 * The settings page's rows for the credentials.
 */
function curadoria_afiliados_render_api_settings_rows() {
	foreach ( CURADORIA_AFILIADOS_API_SETTINGS as $option => $setting ) {
		$id = str_replace( '_', '-', $option );
		?>
		<tr>
			<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $setting[1] ); ?></label></th>
			<td>
				<?php if ( defined( $setting[0] ) ) : ?>
					<p><?php echo esc_html( sprintf( /* translators: %s: constant name */ __( 'Definido pela constante %s no wp-config.php.', 'curadoria-afiliados' ), $setting[0] ) ); ?></p>
				<?php elseif ( $setting[2] ) : ?>
					<input type="password" class="regular-text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $option ); ?>" value="" autocomplete="new-password"
						placeholder="<?php echo '' !== get_option( $option, '' ) ? esc_attr__( '(definido; deixe em branco para manter)', 'curadoria-afiliados' ) : ''; ?>" />
				<?php else : ?>
					<input type="text" class="regular-text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $option ); ?>" value="<?php echo esc_attr( (string) get_option( $option, '' ) ); ?>" />
				<?php endif; ?>
			</td>
		</tr>
		<?php
	}
}
