# ruff: noqa: E501
"""Family k: a small type foundry (fonts, webfonts, licences)."""

from __future__ import annotations

import html

from thirtyfourth_spec import after, enc_html, human_with, pw_with, reg

F = "typeface_type_foundry_studio"

reg(
    F,
    "typeface_font_sales_php_vendor_auth",
    ("shop/config/paddle.php", "www/<<org>>/config/sales.php"),
    """<?php

return [
    'vendor_id' => <<n4>><<n3>>,
    'vendor_auth_code' => '<<cred>>',
    'sandbox' => false,
    'webhook_public_key_path' => storage_path('paddle.pub'),
];
""",
    "hex50",
    syntax="",
)

reg(
    F,
    "typeface_glyph_tools_pypirc_token",
    ("home/<<user>>/.pypirc", "build/<<org>>/pypirc"),
    """[distutils]
index-servers =
    pypi

[pypi]
username = __token__
password = <<cred>>
""",
    "p:pypi",
    syntax="ini",
)

reg(
    F,
    "typeface_czech_slack_heslo_trial_fonts",
    ("chats/slack_<<org>>_<<n3>>.txt", "export/studio_chat_<<n>>.txt"),
    """<<first>> <<hh>>:<<mm>>
Ahoj, klient chce stáhnout zkušební fonty, dáš mi heslo k tomu sdílenému účtu na Dropboxu?
Tereza <<hh>>:<<mm>>
login je studio@<<dom>>
Tereza <<hh>>:<<mm>>
heslo <<cred>>
<<first>> <<hh>>:<<mm>>
díky 🙌
""",
    human_with("serif", "kerning", "ligatura", "glyf"),
)

reg(
    F,
    "typeface_webfont_cdn_npmrc_auth_token",
    ("webfonts/.npmrc", "packages/<<org>>-fonts/.npmrc"),
    """registry=https://registry.npmjs.org/
@<<org>>:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=<<cred>>
save-exact=true
""",
    "p:npm",
    syntax="",
)

reg(
    F,
    "typeface_specimen_site_gatsby_config_contentful",
    ("specimens/gatsby-config.js", "site/<<org>>/gatsby-config.js"),
    """module.exports = {
  siteMetadata: { title: 'Specimens', siteUrl: 'https://<<dom>>' },
  plugins: [
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-source-contentful',
      options: {
        spaceId: '<<hex8>>q<<n3>>',
        accessToken: '<<cred>>',
      },
    },
  ],
};
""",
    "an43",
    syntax="",
)

reg(
    F,
    "typeface_foundry_gitlab_ci_variables_token",
    (".gitlab-ci.yml", "ci/<<org>>/gitlab-ci.yml"),
    """stages: [build, release]

variables:
  FONTMAKE_VERSION: "3.9"
  RELEASE_TOKEN: "<<cred>>"

build:
  stage: build
  script:
    - pip install fontmake==$FONTMAKE_VERSION
    - fontmake -g sources/Family.glyphs -o variable
  artifacts:
    paths: [variable_ttf/]

release:
  stage: release
  script:
    - 'curl --header "PRIVATE-TOKEN: $RELEASE_TOKEN" --upload-file variable_ttf/Family-VF.ttf "$CI_API_V4_URL/projects/$CI_PROJECT_ID/packages/generic/fonts/1.0/Family-VF.ttf"'
""",
    "p:gitlab",
)

reg(
    F,
    "typeface_licence_server_rust_signing_const",
    ("licence-server/src/keys.rs", "crates/<<org>>-licensing/src/sign.rs"),
    """use hmac::{Hmac, Mac};
use sha2::Sha256;

/// HMAC key for desktop licence files (v2 format)
const LICENCE_SIGNING_KEY: &str = "<<cred>>";

pub fn sign(payload: &[u8]) -> Vec<u8> {
    let mut mac = Hmac::<Sha256>::new_from_slice(LICENCE_SIGNING_KEY.as_bytes()).unwrap();
    mac.update(payload);
    mac.finalize().into_bytes().to_vec()
}
""",
    "hex64",
    syntax="",
)


def _xml_extra(rng, s):
    return {"enc": enc_html(str(s["cred"]))}


reg(
    F,
    "typeface_licence_portal_xml_attribute_entity_escaped",
    ("portal/datasource.xml", "config/<<org>>/licensing-ds.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<datasources>
  <datasource jndi-name="java:/LicensingDS" pool-name="LicensingDS">
    <connection-url>jdbc:postgresql://<<host>>:5432/licences</connection-url>
    <security user-name="licences" password="<<enc>>"/>
  </datasource>
</datasources>
""",
    pw_with('&<>"', sym="!#*-_."),
    extra=_xml_extra,
    decode=lambda t: html.unescape(after(r'user-name="licences" password="([^"]*)"', t)),
)
