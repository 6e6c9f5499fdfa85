"""Petanque and boules clubs: competition draws, clubhouse bar, federation licences."""

from twentyseventh_spec import dec_after, dec_json_u, enc_json_u, pw_with, reg

F = "petanque_boules_terrain_club"
H = ("petanque", "boules", "cochonnet", "carreau", "triplette", "doublette")

reg(
    F,
    "petanque_competition_draw_software_ini",
    ("concours/GestionConcours_<<n>>.ini", "<<org>>/tirage/concours.ini"),
    """[Concours]
Type=triplette
Parties=4
Tirage=aleatoire

[Publication]
Actif=1
Serveur=resultats.<<dom>>
Identifiant=<<org_>>
MotDePasse=<<cred>>
""",
    "pw_ini",
)

reg(
    F,
    "petanque_clubhouse_bar_till_json",
    ("bar/till_config.json", "<<org>>/clubhouse/till_<<n>>.json"),
    """{
  "till": "Clubhouse bar",
  "currency": "EUR",
  "cloud": {
    "url": "https://till.<<dom>>/sync",
    "user": "bar<<n>>",
    "password": "<<cred>>"
  },
  "printer": {"ip": "<<lan>>", "width": 58}
}
""",
    "pw_json",
)

reg(
    F,
    "petanque_federation_licence_php_soap",
    ("licences/sync_licences.php", "<<org>>/admin/ffpjp_<<n>>.php"),
    """<?php
$client = new SoapClient('https://licences.<<dom>>/ws?wsdl', [
    'login'    => '<<org_>>',
    'password' => '<<cred>>',
    'trace'    => 1,
]);
$res = $client->listeLicencies(['club' => '<<nn>>', 'saison' => <<year>>]);
file_put_contents('licencies.json', json_encode($res));
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "petanque_french_sms_mot_de_passe",
    ("sms/<<first>>_<<date>>.txt", "telephone/sms_export_<<nn>>.txt"),
    """<<dmy>> <<time>> <<First2>> : Salut, c'est quoi le mot de passe du site du club deja ?
<<dmy>> <<time>> Moi : identifiant president, mdp <<cred>>
<<dmy>> <<time>> <<First2>> : merci, a samedi au boulodrome
""",
    "human",
    hint=H,
)

reg(
    F,
    "petanque_league_results_apps_script_basic",
    ("apps-script/Code.gs", "<<org>>/sheets/results_<<n>>.gs"),
    """function pushResults() {
  var sheet = SpreadsheetApp.getActive().getSheetByName('Resultats');
  var rows = sheet.getDataRange().getValues();
  var auth = Utilities.base64Encode('ligue:<<cred>>');
  UrlFetchApp.fetch('https://ligue.<<dom>>/api/results', {
    method: 'post',
    contentType: 'application/json',
    headers: {Authorization: 'Basic ' + auth},
    payload: JSON.stringify(rows),
  });
}
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "petanque_terrain_lights_tasmota_backlog",
    ("tasmota/terrain_lights_<<n>>.txt", "<<org>>/eclairage/console_<<n>>.txt"),
    """# pasted into the Tasmota console of the floodlight relay (Sonoff 4CH)
Backlog MqttHost <<lan>>; MqttUser eclairage; MqttPassword <<cred>>; Topic terrain<<n>>
Backlog Timer1 {"Enable":1,"Time":"21:30","Action":0}; Timers 1
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "petanque_raffle_app_json_unicode_escaped",
    ("tombola/settings_<<n>>.json", "<<org>>/tombola/app_settings.json"),
    """{
  "event": "Grand concours <<year>>",
  "smtp": {
    "host": "smtp.<<dom>>",
    "user": "tombola@<<dom>>",
    "pass": "<<cred>>"
  }
}
""",
    pw_with("!#$%&*+-_.?@^~=:", "!#$%&*+-_.?@^~=:"),
    enc=enc_json_u,
    decode=dec_after(r'"pass": "([^"]*)"', dec_json_u),
)

reg(
    F,
    "petanque_newsletter_github_actions_sendgrid",
    (".github/workflows/newsletter.yml", "<<org>>/.github/workflows/mail_<<n>>.yml"),
    """name: monthly newsletter
on:
  schedule:
    - cron: "0 8 1 * *"
jobs:
  send:
    runs-on: ubuntu-latest
    env:
      SENDGRID_API_KEY: <<cred>>
      FROM: bulletin@<<dom>>
    steps:
      - uses: actions/checkout@v4
      - run: python send_newsletter.py
""",
    "p:sendgrid",
)
