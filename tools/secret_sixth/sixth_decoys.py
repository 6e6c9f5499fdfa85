"""Decoys (part 1): references, empty or default values near CMS, game, media and lab files."""

from __future__ import annotations

import random

from sixth_corpus import Ctx, Decoy, decoy, fill


def D(path: str, text: str, why: str) -> Decoy:
    """A decoy from text."""
    return Decoy(path, text.encode("utf-8"), why)


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        <?php
        $databases['default']['default'] = [
          'database' => getenv('DRUPAL_DB_NAME'),
          'username' => getenv('DRUPAL_DB_USER'),
          'password' => getenv('DRUPAL_DB_PASSWORD'),
          'host' => getenv('DRUPAL_DB_HOST') ?: '<<host>>',
          'driver' => 'mysql',
        ];
        $settings['hash_salt'] = file_get_contents('/run/secrets/drupal_hash_salt');
        """,
        host=c.host("db"),
    )
    return D(
        "web/sites/default/settings.php",
        text,
        "Drupal settings read every credential with getenv()/a secrets file",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <?php
        class JConfig {
        \tpublic $dbtype = 'mysqli';
        \tpublic $host = 'localhost';
        \tpublic $user = 'root';
        \tpublic $password = '';
        \tpublic $db = 'joomla_dev';
        \tpublic $dbprefix = 'jos_';
        }
        """
    )
    return D(
        "docker/dev/configuration.php", text, "Joomla dev config with an empty database password"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <?php
        $wgDBtype = "mysql";
        $wgDBserver = getenv( 'MW_DB_HOST' );
        $wgDBname = "wiki";
        $wgDBuser = "wikiuser";
        $wgDBpassword = getenv( 'MW_DB_PASSWORD' );
        $wgSecretKey = getenv( 'MW_SECRET_KEY' );
        """
    )
    return D(
        "mediawiki/LocalSettings.docker.php",
        text,
        "MediaWiki settings take the DB password and secret key from the environment",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        // server.cfg - set the admin password at launch: -config=server.cfg -cfg=basic.cfg
        hostname = "Public coop server";
        password = "";
        passwordAdmin = "";
        serverCommandPassword = "";
        maxPlayers = 32;
        """
    )
    return D("arma3/server.cfg.template", text, "Arma 3 server template with every password empty")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <?xml version="1.0"?>
        <ServerSettings>
          <property name="ServerName" value="Weekend PvE" />
          <property name="TelnetEnabled" value="false" />
          <property name="TelnetPassword" value="" />
          <property name="WebDashboardEnabled" value="false" />
        </ServerSettings>
        """
    )
    return D(
        "7dtd/serverconfig.xml",
        text,
        "7 Days to Die config with telnet disabled and an empty password",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        QUERY_PW="$(cat /run/secrets/ts3_serveradmin)"
        { echo "login serveradmin ${QUERY_PW}"; echo "use sid=1"; echo "clientlist"; echo quit; } \\
          | nc -q 3 <<host>> 10011
        """,
        host=c.host("ts"),
    )
    return D(
        "scripts/ts3_clients.sh",
        text,
        "TeamSpeak query login reads the password from a secrets file",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [General]
        Name = "Drift night"
        Port = 30814
        AuthKey = ""
        Private = true
        MaxPlayers = 8
        """
    )
    return D(
        "beammp/ServerConfig.toml",
        text,
        "BeamMP config with an empty AuthKey (private server, key not yet issued)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <icecast>
            <authentication>
                <!-- Sources log in with username 'source' -->
                <source-password>hackme</source-password>
                <relay-password>hackme</relay-password>
                <admin-user>admin</admin-user>
                <admin-password>hackme</admin-password>
            </authentication>
            <hostname>localhost</hostname>
        </icecast>
        """
    )
    return D(
        "docs/icecast/icecast.xml.dist",
        text,
        "stock icecast.xml with the package's documented default 'hackme' (arguable)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        music_directory "~/music"
        # An example of a password section:
        #password                        "password@read,add,control,admin"
        #default_permissions             "read,add,control,admin"
        bind_to_address "localhost"
        """
    )
    return D(
        ".config/mpd/mpd.conf",
        text,
        "MPD config with the commented example password line of mpdconf.example",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
            "settings": {
                "bwtest": false,
                "key": "",
                "server": "auto",
                "service": "YouTube - RTMPS"
            },
            "type": "rtmp_common"
        }
        """
    )
    return D(
        "obs-studio/basic/profiles/Untitled/service.json",
        text,
        "OBS stream service with an empty stream key",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        library(httr)
        token <- Sys.getenv("REDCAP_API_TOKEN")
        stopifnot(nchar(token) == 32)
        r <- POST("https://redcap.<<dom>>/api/", body = list(token = token, content = "record",
                  format = "csv"), encode = "form")
        """,
        dom=c.domain,
    )
    return D("R/pull_redcap.R", text, "REDCap token read with Sys.getenv()")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [authentication]
        # authtoken is read from the SYNAPSE_AUTH_TOKEN environment variable on the cluster
        username =
        authtoken =

        [cache]
        location = /scratch/synapseCache
        """
    )
    return D("cluster/.synapseConfig", text, "Synapse config with empty username and token")


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        import os

        from benchling_sdk.auth.api_key_auth import ApiKeyAuth
        from benchling_sdk.benchling import Benchling

        benchling = Benchling(
            url="https://<<slug>>.benchling.com",
            auth_method=ApiKeyAuth(os.environ["BENCHLING_API_KEY"]),
        )
        """,
        slug=c.slug,
    )
    return D("scripts/benchling_client.py", text, "Benchling API key taken from the environment")
