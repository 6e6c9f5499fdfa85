# ruff: noqa: E501
"""Family i: a French notaire's office (étude notariale): deeds sent as protected PDFs, the
scanner, the practice software's ODBC source, drive mappings, e-signature, the appointments
calendar, an HTML export."""

from __future__ import annotations

import re

from thirtysixth_spec import dec_html, enc_html_all, human_with, pw_with, reg

FAM = "notaire_office_property_deeds"
ORGS = ("etude-aubry-verrier",)
HUMAN = human_with(
    "notaire", "etude", "minute", "cadastre", "succession", "hypotheque", "clerc", "compromis",
    "vente", "bail", "parcelle", "office",
    firsts=("Camille", "Benoit", "Solene", "Arnaud", "Margaux", "Thibault"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "notaire_email_mot_de_passe_pdf_compromis",
    ("messagerie/<<org>>/compromis-<<n>>-<<date>>.eml", "archives/<<first>>/envoi_acte_<<n>>.eml"),
    """From: Maître <<ufirst>> <<ulast>> <<<email>>>
To: <<email2>>
Subject: Projet de compromis de vente - dossier <<n3>>/<<year>>
Date: <<maildate>> +0100
Content-Type: text/plain; charset=utf-8

Madame, Monsieur,

Veuillez trouver ci-joint le projet de compromis de vente relatif au bien situé 12 rue des
Tilleuls. Pour des raisons de confidentialité, le fichier PDF est protégé.

Mot de passe d'ouverture : <<cred>>

Je reste à votre disposition pour toute question.

Bien cordialement,
Le clerc de Maître <<ulast>>
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "notaire_copieur_scan_vers_dossier_smb_ini",
    ("copieur/<<org>>/profil_scan_<<n>>.ini", "parc/imprimantes/scan-etage<<n>>.ini"),
    """[Profil]
Nom=Scan vers Actes
Format=PDF
Resolution=300

[Destination]
Type=SMB
Chemin=\\\\<<ip>>\\Scans\\Actes
Utilisateur=ETUDE\\scanner
MotDePasse=<<cred>>
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "notaire_logiciel_redaction_odbc_dsn_pwd",
    ("postes/<<org>>/actes_<<n>>.dsn", "deploiement/poste<<n>>/redaction.dsn"),
    """[ODBC]
DRIVER=ODBC Driver 17 for SQL Server
SERVER=<<ip>>\\ACTES
DATABASE=Redaction
APP=Logiciel de redaction d'actes
UID=redaction
PWD=<<cred>>
WSID=POSTE-<<n>>
""",
    "pw",
    syntax="ini",
)

reg(
    FAM,
    ORGS,
    "notaire_lecteurs_reseau_net_use_bat",
    ("scripts/<<org>>/connexion_lecteurs.bat", "gpo/poste<<n>>/lecteurs.cmd"),
    """@echo off
rem Lecteurs réseau de l'étude : A: actes, C: comptabilité, S: scans
net use A: \\\\<<ip>>\\actes /user:ETUDE\\<<user>> <<cred>> /persistent:yes
net use S: \\\\<<ip>>\\scans /persistent:yes
echo Lecteurs connectes.
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "notaire_signature_electronique_yaml_rsa_block",
    ("signature/<<org>>/config/esign.yaml", "services/signature<<n>>/esign.yml"),
    """# Signature électronique des procurations (flux JWT grant)
provider: esign
integration_key: <<uuid>>
user_id: <<uuid>>
oauth_base: account.esign-provider.net
private_key: |
<<key>>
callback: https://<<dom>>/signature/retour
""",
    "rsa:",
    extra=lambda rng, s: {
        "key": "\n".join("  " + line for line in s["cred"].splitlines()),
        "needle": "\n  ".join(s["cred"].splitlines()),
    },
)

reg(
    FAM,
    ORGS,
    "notaire_rendezvous_ipad_swift_yousign_key",
    ("ipad-rdv/<<org>>/Sources/Signature/YousignClient.swift", "apps/rdv<<n>>/YousignClient.swift"),
    """import Foundation

/// Signature sur iPad en fin de rendez-vous (procurations, mandats)
enum YousignConfig {
    static let baseURL = URL(string: "https://api.yousign.app/v3")!
    static let apiKey = "<<cred>>"
}

final class YousignClient {
    func createRequest(name: String) async throws -> Data {
        var req = URLRequest(url: YousignConfig.baseURL.appendingPathComponent("signature_requests"))
        req.httpMethod = "POST"
        req.setValue("Bearer \\(YousignConfig.apiKey)", forHTTPHeaderField: "Authorization")
        req.httpBody = try JSONEncoder().encode(["name": name, "delivery_mode": "none"])
        return try await URLSession.shared.data(for: req).0
    }
}
""",
    "p:yousign",
)

reg(
    FAM,
    ORGS,
    "notaire_agenda_ics_visio_mot_de_passe",
    ("agenda/<<org>>/rdv_<<n>>.ics", "export/<<first>>/signature-<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Etude notariale//Agenda//FR
BEGIN:VEVENT
UID:<<uuid>>@<<dom>>
DTSTAMP:<<year>>0110T090000Z
DTSTART:<<year>>0114T100000Z
DTEND:<<year>>0114T110000Z
SUMMARY:Signature à distance - succession <<ulast>>
DESCRIPTION:Lien de la visioconférence : https://visio.<<dom>>/salle/<<n3>>\\n
 Identifiant : <<n3>> <<n3>>\\nMot de passe : <<cred>>\\n
LOCATION:Visioconférence
END:VEVENT
END:VCALENDAR
""",
    "pw_alnum",
)


def _html(rng, s):
    return {"enc": enc_html_all(s["cred"])}


def _dehtml(text: str) -> str:
    cell = re.search(r'<td class="mdp">(.*?)</td>', text).group(1)
    return dec_html(cell)


reg(
    FAM,
    ORGS,
    "notaire_comptabilite_export_html_entity_escaped",
    ("comptabilite/<<org>>/acces_<<year>>.html", "intranet/<<n>>/fiche-acces-banque.html"),
    """<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><title>Fiche d'accès - comptabilité taxée</title></head>
<body>
<h1>Accès banque (compte séquestre)</h1>
<table>
<tr><th>Banque</th><td>Caisse des Dépôts</td></tr>
<tr><th>Identifiant</th><td><<n3>><<n3>><<n>></td></tr>
<tr><th>Mot de passe</th><td class="mdp"><<enc>></td></tr>
</table>
<p>Document exporté de l'éditeur de l'intranet le <<date_sl>>.</p>
</body>
</html>
""",
    pw_with("&<>'"),
    extra=_html,
    decode=_dehtml,
)
