"""Family sso_identity_bridges: SSO proxies, SAML/OIDC bridges and directory servers."""

from __future__ import annotations

import random

from ninth_corpus import SYM_DQ, SYM_INI, SYM_SQ, SYM_YAML, Ctx, Out, an, fill, fmt, pick, pw

F = "sso_identity_bridges"


def _o(
    rng: random.Random,
    paths: tuple[str, ...],
    tpl: str,
    s: str,
    syntax: str | None = None,
    **kw: object,
) -> Out:
    return Out(pick(rng, *paths), fill(tpl, s=s, **kw), s, syntax)


@fmt(F, "dex_config_yaml_static_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        issuer: https://<<h>>/dex
        storage:
          type: kubernetes
          config: {inCluster: true}
        staticClients:
          - id: <<cid>>
            name: <<org>> Portal
            redirectURIs: ["https://portal.<<d>>/callback"]
            secret: <<s>>
        """
    return _o(
        rng,
        ("dex/config.yaml", "deploy/dex-config.yaml", f"{c.short}/dex.yaml"),
        tpl,
        an(rng, 32),
        h=c.host("sso"),
        cid=pick(rng, "portal", "argo", c.short),
        org=c.org,
        d=c.domain,
    )


@fmt(F, "oauth2_proxy_cfg_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        http_address = "0.0.0.0:4180"
        upstreams = ["http://127.0.0.1:8080/"]
        provider = "oidc"
        oidc_issuer_url = "https://<<h>>/realms/<<short>>"
        client_id = "<<short>>-proxy"
        client_secret = "<<s>>"
        email_domains = ["<<d>>"]
        cookie_secure = true
        """
    return _o(
        rng,
        ("oauth2-proxy.cfg", "etc/oauth2-proxy/oauth2-proxy.cfg", f"{c.short}/oauth2_proxy.cfg"),
        tpl,
        an(rng, 32),
        "toml",
        h=c.host("sso"),
        short=c.short,
        d=c.domain,
    )


@fmt(F, "pomerium_config_yaml_idp_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        authenticate_service_url: https://authenticate.<<d>>
        idp_provider: oidc
        idp_provider_url: https://<<h>>
        idp_client_id: <<cid>>
        idp_client_secret: "<<s>>"
        routes:
          - from: https://grafana.<<d>>
            to: http://grafana:3000
            policy:
              - allow: {or: [{domain: {is: <<d>>}}]}
        """
    return _o(
        rng,
        ("pomerium/config.yaml", "config.yaml", f"{c.short}/pomerium.yaml"),
        tpl,
        pw(rng, n=rng.randint(24, 40), sym=SYM_YAML),
        d=c.domain,
        h=c.host("idp"),
        cid=an(rng, 20),
    )


@fmt(F, "shibboleth_idp_secrets_properties_ldap_bind_credential")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        # This is a reserved spot for most properties containing passwords or other secrets.
        idp.sealer.storePassword = %{idp.sealer.password}
        idp.sealer.keyPassword = %{idp.sealer.password}

        # Default access to LDAP authn and attribute stores.
        idp.authn.LDAP.bindDNCredential              = <<s>>
        idp.attribute.resolver.LDAP.bindDNCredential = %{idp.authn.LDAP.bindDNCredential:undefined}
        """
    return _o(
        rng,
        (
            "conf/secrets.properties",
            "shibboleth-idp/credentials/secrets.properties",
            f"{c.short}-idp/secrets.properties",
        ),
        tpl,
        pw(rng, sym=SYM_INI),
    )


@fmt(F, "simplesamlphp_config_php_auth_adminpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        <?php
        $config = [
            'baseurlpath' => 'https://<<h>>/simplesaml/',
            'technicalcontact_email' => '<<email>>',
            'auth.adminpassword' => '<<s>>',
            'admin.protectmetadata' => true,
            'timezone' => 'Europe/Berlin',
            'store.type' => 'sql',
        ];
        """
    return _o(
        rng,
        ("config/config.php", "simplesamlphp/config/config.php", f"{c.short}-saml/config.php"),
        tpl,
        pw(rng, sym=SYM_SQ),
        h=c.host("saml"),
        email=c.email,
    )


@fmt(F, "lldap_config_toml_ldap_user_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        ldap_port = 3890
        http_port = 17170
        http_url = "https://<<h>>"
        ldap_base_dn = "dc=<<short>>,dc=lan"
        ldap_user_dn = "admin"
        ldap_user_email = "<<email>>"
        ldap_user_pass = "<<s>>"
        database_url = "sqlite:///data/users.db?mode=rwc"
        """
    return _o(
        rng,
        ("lldap_config.toml", "data/lldap_config.toml", f"{c.short}/lldap_config.toml"),
        tpl,
        pw(rng, sym=SYM_DQ),
        h=c.host("ldap"),
        short=c.short,
        email=c.email,
    )


@fmt(F, "samba_tool_domain_provision_adminpass_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        #!/bin/sh
        set -e
        rm -f /etc/samba/smb.conf
        samba-tool domain provision \\
          --realm=<<realm>> --domain=<<dom>> \\
          --server-role=dc --dns-backend=SAMBA_INTERNAL \\
          --use-rfc2307 --adminpass='<<s>>'
        cp /var/lib/samba/private/krb5.conf /etc/krb5.conf
        """
    return _o(
        rng,
        (
            "provision-dc.sh",
            "ansible/roles/samba_dc/files/provision.sh",
            f"{c.short}/dc1-provision.sh",
        ),
        tpl,
        pw(rng, sym=SYM_SQ.replace("'", "")),
        realm=c.domain.upper(),
        dom=c.short.upper()[:15],
    )
