"""Handball and korfball leagues: referee allocation, match video, results feeds."""

import urllib.parse

from twentyseventh_spec import dec_after, enc_url, pw_with, reg

F = "handball_korfball_league_officials"
H = ("handball", "korfball", "goalkeeper", "sevenmetre", "korf", "fastbreak")

reg(
    F,
    "handball_referee_allocation_java_jdbc",
    ("allocation/src/main/java/league/Db.java", "<<org>>/refs/src/Allocation<<n>>.java"),
    """package league;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

public final class Db {
    static Connection open() throws SQLException {
        return DriverManager.getConnection(
            "jdbc:postgresql://<<host>>:5432/officials", "alloc_<<n>>", "<<cred>>");
    }
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "handball_match_video_aws_credentials",
    ("home/<<first>>/.aws/credentials", "<<org>>/video-upload/aws_credentials_<<n>>"),
    """[default]
region = eu-west-2

[match-video]
aws_access_key_id = AKIA<<hex8>>ZQ4M<<n>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    syntax="",
)

reg(
    F,
    "handball_results_feed_federation_xml",
    ("feeds/results_push_<<n>>.xml", "<<org>>/federation/feed_config.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<ResultsFeed>
  <Competition id="<<nn>>" season="<<year>>"/>
  <Endpoint>https://results.<<dom>>/ingest</Endpoint>
  <ClubCode><<org_>></ClubCode>
  <ApiKey><<cred>></ApiKey>
</ResultsFeed>
""",
    "alnum:32",
)

reg(
    F,
    "korfball_referee_flemish_mail_wachtwoord",
    ("mail/scheidsrechters/<<nn>>.eml", "inbox/<<first>>/aanduidingen_<<nn>>.eml"),
    """From: Aanduidingen <aanduidingen@<<dom>>>
To: <<email>>
Subject: Uw login voor het aanduidingsplatform

Dag <<First>>,

Vanaf dit seizoen vindt u uw wedstrijden op het nieuwe platform.
Gebruikersnaam: <<user>>
Wachtwoord:
<<cred>>

Sportieve groeten,
Commissie Scheidsrechters
""",
    "human",
    hint=H,
)

reg(
    F,
    "handball_stats_ipad_swift_sync_key",
    ("StatsPad/StatsPad/Sync.swift", "<<org>>-ios/Sources/Sync<<n>>.swift"),
    """import Foundation

enum Sync {
    static let endpoint = URL(string: "https://stats.<<dom>>/api/v1/events")!
    static let clubKey = "<<cred>>"

    static func request(_ body: Data) -> URLRequest {
        var r = URLRequest(url: endpoint)
        r.httpMethod = "POST"
        r.setValue(clubKey, forHTTPHeaderField: "X-Club-Key")
        r.httpBody = body
        return r
    }
}
""",
    "x:hbl_:32",
    syntax="",
)

reg(
    F,
    "handball_club_pip_conf_index_url_percent",
    ("home/<<first>>/.config/pip/pip.conf", "<<org>>/ci/pip_<<n>>.conf"),
    """[global]
index-url = https://<<org_>>:<<cred>>@pypi.<<dom>>/simple/
timeout = 30
""",
    pw_with("@:/#%", "-._~!*"),
    syntax="",
    enc=enc_url,
    decode=dec_after(r"https://[^:]+:([^@]+)@", urllib.parse.unquote),
)

reg(
    F,
    "korfball_livescore_pusher_node",
    ("livescore/server.js", "<<org>>/live/pusher_<<n>>.js"),
    """const Pusher = require('pusher');

const pusher = new Pusher({
  appId: '1<<nn>>4<<n>>',
  key: '<<hex8>>a1b2c3d4e5f6',
  secret: '<<cred>>',
  cluster: 'eu',
  useTLS: true,
});

function goal(matchId, team, minute) {
  return pusher.trigger(`match-${matchId}`, 'goal', { team, minute });
}

module.exports = { goal };
""",
    "hex:20",
    syntax="",
)

reg(
    F,
    "handball_officials_whatsapp_reply",
    ("chats/WhatsApp Chat with Officials <<n>>.txt", "exports/<<first>>/refs_<<nn>>.txt"),
    """<<dmy>>, <<time>> - <<First2>>: anyone got the login for the table officials laptop?
<<dmy>>, <<time>> - <<First2>>: the scoring software won't start without it
<<dmy>>, <<time>> - <<First>>: <<cred>>
<<dmy>>, <<time>> - <<First>>: user is tablecrew
""",
    "human",
    hint=H,
)
